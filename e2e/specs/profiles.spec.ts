import type { Page } from "@playwright/test";
import { apiSignIn, demoExpertToken, registerTaxpayer, uniqueEmail, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { codeIn, waitForMail, wrongCode } from "../support/mail";

/** A small PNG drawn by the browser: a photo as a person would pick one. */
async function photoFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext("2d");
    if (context === null) throw new Error("no canvas");
    context.fillStyle = "#0f5c5c";
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = "#f2b84b";
    context.beginPath();
    context.arc(160, 120, 80, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL("image/png").split(",")[1] ?? "";
  });
  return { name: "me.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

/** Picks a photo in the square-crop picker and keeps the crop as it is. */
async function choosePhoto(page: Page) {
  await page.getByLabel(/^Choose (a|another) photo$/).setInputFiles(await photoFile(page));
  await page.getByRole("button", { name: "Use this photo" }).click();
  await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toBeVisible();
}

const cardList = (page: Page) => page.getByRole("list", { name: "Professionals" });
const cards = (page: Page) => cardList(page).getByRole("listitem");

/** Once the list has loaded (the last one stays, marked busy, while the next loads), every card matches. */
async function expectEveryCard(page: Page, text: RegExp) {
  await expect(cardList(page)).toHaveAttribute("aria-busy", "false");
  const list = cards(page);
  await expect(list.first()).toBeVisible();
  const count = await list.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) await expect(list.nth(index)).toContainText(text);
}

test.describe("profiles and the directory", () => {
  test("a taxpayer edits the profile and photo, turns on two-step sign-in, and finds it all after a reload", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "profile");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue(account.firstName);
    await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
    await expectAxeClean(page);

    // The contract's rules, before anything is sent.
    await page.getByLabel("First name").fill("");
    await page.getByLabel("Birth date").fill("2020-01-01");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("This field is required")).toBeVisible();
    await expect(page.getByText("You must be at least 18 to use Taxlane.")).toBeVisible();

    await page.getByLabel("First name").fill("Morgan");
    await page.getByLabel("Last name").fill("Ellery");
    await page.getByLabel("Phone number").fill("+1 206 555 0123");
    await page.getByLabel("Birth date").fill("1984-07-19");
    await choosePhoto(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();

    const twoStep = page.getByRole("switch", { name: "Two-step sign-in" });
    await expect(twoStep).not.toBeChecked();
    await twoStep.click();
    await expect(twoStep).toBeChecked();
    await expectAxeClean(page);

    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Morgan");
    await expect(page.getByLabel("Last name")).toHaveValue("Ellery");
    await expect(page.getByLabel("Phone number")).toHaveValue("+1 206 555 0123");
    await expect(page.getByLabel("Birth date")).toHaveValue("1984-07-19");
    await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Morgan Ellery/ })).toBeVisible();
    await expect(page.getByRole("switch", { name: "Two-step sign-in" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute(
      "href",
      "/change-password",
    );

    // Removing the photo, too, holds after a reload.
    await page.getByRole("button", { name: "Remove current photo" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Your changes are saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Morgan");
    await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toHaveCount(0);
  });

  test("a taxpayer moves to a new e-mail address with the code mailed to it", async ({ page, request }) => {
    const account = await registerTaxpayer(request, "email-from");
    const newEmail = uniqueEmail("email-to");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.goto("/user/profile");
    await page.getByLabel("E-mail").fill(newEmail);

    // Saving before the address is confirmed asks for the code first.
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Please send a code to the new address to confirm it, then enter it."),
    ).toBeVisible();

    await page.getByRole("button", { name: "Send code to the new address" }).click();
    await expect(page.getByText(`We sent a 6-digit code to ${newEmail}.`)).toBeVisible();
    await expectAxeClean(page);
    const code = codeIn(await waitForMail(request, newEmail));

    await page.getByLabel("Code from the e-mail").fill(wrongCode(code));
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Insert valid code")).toBeVisible();

    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText(`Your changes are saved. Your e-mail is now ${newEmail}.`)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("E-mail")).toHaveValue(newEmail);
    // The new address signs in; the old one no longer does.
    await apiSignIn(request, newEmail, account.password);
    const old = await request.post("/api/identity/signIn", {
      data: { email: account.email, password: account.password },
    });
    expect(old.ok()).toBe(false);
  });

  test("the directory filters by state, service and work mode, and keeps its filters in the address", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Find a professional" })
      .click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Find a tax professional" })).toBeVisible();
    await expect(page.getByText(/^\d+ professionals? across the US, best rated first/)).toBeVisible();
    await expectAxeClean(page);

    await page.getByLabel("State").selectOption({ label: "Texas" });
    await expect(page).toHaveURL(/\/experts\?state=TX$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tax professionals in Texas" })).toBeVisible();
    await expect(page.getByText(/^\d+ professionals? in Texas, best rated first/)).toBeVisible();
    await expectEveryCard(page, /, TX(?![A-Za-z])/);
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/experts\/\d+$/);

    // A reload (or a shared link) shows the same list.
    await page.reload();
    await expect(page.getByLabel("State")).toHaveValue("TX");
    await expectEveryCard(page, /, TX(?![A-Za-z])/);

    await page.goto("/experts?state=CA");
    await expectEveryCard(page, /, CA(?![A-Za-z])/);

    await page.goto("/experts");
    await page.getByLabel("Service").selectOption({ label: "Business returns" });
    await expect(page).toHaveURL(/service=business/);
    await expect(page.getByText(/for business returns, best rated first/)).toBeVisible();
    await expectEveryCard(page, /Business returns|Individual and business returns/);

    await page.getByLabel("Works with clients").selectOption({ label: "Comes to you" });
    await expect(page).toHaveURL(/service=business&mode=travels/);
    await expect(page.getByText(/for business returns · comes to you, best rated first/)).toBeVisible();
    await expectEveryCard(page, /Travels to clients/);

    // A state with no professionals says so and leads back to everyone.
    await page.goto("/experts?state=AK&service=business");
    await expect(
      page.getByText("No professionals in Alaska match these filters yet.", { exact: false }),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).first().click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(page.getByLabel("State")).toHaveValue("");
    await expect(cards(page).first()).toBeVisible();

    // A page past the end of the list points back to the first.
    await page.goto("/experts?page=999");
    await expect(page.getByText("This page is past the end of the list.")).toBeVisible();
    await page.getByRole("link", { name: "Back to the first page" }).click();
    await expect(page).toHaveURL(/\/experts$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("a professional's public page shows their profile, and an unknown one is a 404", async ({ page }) => {
    await page.goto("/experts?state=TX");
    const first = cards(page).first();
    const name = (await first.getByRole("heading", { level: 3 }).textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/experts\/\d+$/);

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/\./g, "\\.")} · Taxlane`));
    await expect(page.getByText(/in [A-Za-z ]+, Texas$/)).toBeVisible();
    await expect(page.getByText(/^Credentials (verified|not yet verified)$/)).toBeVisible();
    for (const section of [
      "About",
      "Reviews",
      "Recent work on Taxlane",
      "At a glance",
      "Education and training",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(/^(Individual|Business|Individual and business) returns$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Request quotes" })).toHaveAttribute("href", "/get-started");
    await expectAxeClean(page);

    await page.getByRole("link", { name: "All professionals" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find a tax professional" })).toBeVisible();

    await page.goto("/experts/987654");
    await expect(page.getByRole("heading", { level: 1, name: "Professional not found" })).toBeVisible();
    await expectAxeClean(page);
    await page.goto("/experts/not-a-number");
    await expect(page.getByRole("heading", { level: 1, name: "Professional not found" })).toBeVisible();
  });

  test("the demo expert edits the profile and sees it in public mode, as taxpayers do", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(480_000);
    await useToken(page, await demoExpertToken(request));
    await page.goto("/expert/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Marcus A." })).toBeVisible();
    await expect(page.getByText(/^Credentials (verified|not yet verified)$/).first()).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Edit profile" }).click();
    await expect(page).toHaveURL(/\/expert\/profile\?mode=edit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit profile" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Marcus");
    await expect(page.getByRole("heading", { level: 2, name: "Credentials" })).toBeVisible();
    await expectAxeClean(page);

    const about = `Plain-English returns for freelancers and families. Note ${Date.now().toString(36)}.`;
    await page.getByLabel("What makes your service stand out?").fill(about);
    await page.getByLabel("Years of experience").fill("1001");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByText("Enter your years of experience as a whole number up to 1000."),
    ).toBeVisible();
    await page.getByLabel("Years of experience").fill("15");
    await page.getByLabel("Website").fill("not a link");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByText("Enter a web address starting with https://, like https://example.com."),
    ).toBeVisible();
    await page.getByLabel("Website").fill("https://alvarez-cpa.example.com");
    await page.getByRole("checkbox", { name: "Travels to clients" }).check();
    await page.getByRole("button", { name: "Add a school or training" }).click();
    const rows = page.locator("fieldset.tl-account__education-row");
    const added = rows.last();
    await added.getByLabel("School or institution").fill("IRS Annual Filing Season Program");
    await added.getByLabel("Degree or certificate").fill("Record of Completion");
    await added.getByLabel("Year", { exact: true }).fill("2024");
    await choosePhoto(page);
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page.getByText("Your profile is saved. This is how taxpayers see it now.")).toBeVisible();
    await expect(page).toHaveURL(/\/expert\/profile$/);
    await expect(page.getByText(about)).toBeVisible();
    await expect(page.getByText("15 years of experience")).toBeVisible();
    await expect(page.getByText("Travels to clients")).toBeVisible();
    await expect(page.getByText("Record of Completion")).toBeVisible();
    await expect(page.getByRole("link", { name: /Website/ })).toHaveAttribute(
      "href",
      "https://alvarez-cpa.example.com",
    );
    await expect(page.getByRole("img", { name: "Marcus A." })).toBeVisible();
    await expectAxeClean(page);

    // The public page, for a visitor who is not signed in, shows the same.
    const publicLink = page.getByRole("link", { name: /\/experts\/\d+$/ });
    const href = await publicLink.getAttribute("href");
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${process.env.E2E_BASE_URL}${href}`);
    await expect(visitorPage.getByRole("heading", { level: 1, name: "Marcus A." })).toBeVisible();
    await expect(visitorPage.getByText(about)).toBeVisible();
    await expect(visitorPage.getByText("Record of Completion")).toBeVisible();
    // No full last name and no phone number in public.
    await expect(visitorPage.getByText("Marcus Alvarez")).toHaveCount(0);
    await expect(visitorPage.getByText("555 0187")).toHaveCount(0);
    await expectAxeClean(visitorPage);
    await visitor.close();
  });
});
