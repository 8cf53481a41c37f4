import type { Locator, Page } from "@playwright/test";
import { uniqueEmail } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { waitForMail } from "../support/mail";

/** The home page loads its lower sections as they come into view: scroll until `target` is there. */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 700);
    await expect(target).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await target.scrollIntoViewIfNeeded();
}

const nearYouHeading = (page: Page) =>
  page.getByRole("heading", { level: 2, name: "Find professionals near you" });
const expertCards = (page: Page) =>
  page.getByRole("list", { name: "Find professionals near you" }).getByRole("listitem");

test.describe("public home, landings and pricing", () => {
  test("the home page shows its sections and unlocks a tax fun fact", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Find the right tax professional for you" }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Find the right tax professional · Taxlane/);

    const start = page.getByRole("list", { name: "Start here:" });
    await expect(start.getByRole("link", { name: "I'm an individual" })).toHaveAttribute(
      "href",
      "/get-started?type=individual",
    );
    await expect(start.getByRole("link", { name: "I'm a business" })).toHaveAttribute(
      "href",
      "/get-started?type=business",
    );

    await page.getByRole("button", { name: "Unlock a tax fun fact" }).click();
    const fact = page.getByText(/^Did you know\? \S/);
    await expect(fact).toBeVisible();
    const first = await fact.textContent();
    await page.getByRole("button", { name: "Unlock another fun fact" }).click();
    await expect(fact).not.toHaveText(first ?? "");
    await expectAxeClean(page);

    await expect(page.getByRole("heading", { level: 2, name: "Why use Taxlane" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
    await scrollUntilVisible(page, nearYouHeading(page));
    await expect(expertCards(page).first()).toBeVisible();
    await scrollUntilVisible(page, page.getByRole("heading", { level: 2, name: "What taxpayers say" }));
    await expect(page.locator("blockquote").first()).toBeVisible();
    await scrollUntilVisible(page, page.getByRole("heading", { level: 2, name: "Tax tips in your inbox" }));
    await expectAxeClean(page);
  });

  test("professionals near you filter by state, with an empty state that leads back to all", async ({
    page,
  }) => {
    await page.goto("/");
    await scrollUntilVisible(page, nearYouHeading(page));
    await expect(page.getByText(/^Showing \d+ professionals? across the US$/)).toBeVisible();

    await page.getByLabel("Your state").selectOption({ label: "California" });
    await expect(page.getByText(/^Showing \d+ professionals? in California$/)).toBeVisible();
    const cards = expertCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index);
      await expect(card).toContainText(/, CA(?![A-Za-z])|California/);
      await expect(card.getByRole("link")).toHaveAttribute("href", /^\/experts\/\d+$/);
    }
    await expectAxeClean(page);

    await page.getByLabel("Your state").selectOption({ label: "Alaska" });
    await expect(page.getByText("No professionals in Alaska yet —")).toBeVisible();
    await page.getByRole("button", { name: "see all states" }).click();
    await expect(page.getByLabel("Your state")).toHaveValue("");
    await expect(page.getByText(/^Showing \d+ professionals? across the US$/)).toBeVisible();
  });

  test("pricing switches to yearly prices with the saving, and states the terms", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "For tax professionals" })).toBeVisible();
    await expect(page.getByText("Taxpayers never need a plan", { exact: false })).toBeVisible();
    const professionals = page.getByRole("region", { name: "For tax professionals" });
    await expect(professionals.getByRole("heading", { level: 3 })).toHaveText(["Basic", "Standard"]);
    await expect(page.getByRole("heading", { level: 2, name: "For taxpayers" })).toHaveCount(0);
    const basic = page.getByRole("article", { name: "Basic" });
    const standard = page.getByRole("article", { name: "Standard" });
    await expect(basic.getByText("$199")).toBeVisible();
    await expect(standard.getByText("$349")).toBeVisible();
    await expect(standard.getByRole("list", { name: "What Standard includes" })).toContainText("assistant");
    await expect(page.getByText(/30-day free trial/).first()).toBeVisible();
    await expect(page.getByText(/no refunds for part of a billing period/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Choose plan/ }).first()).toHaveAttribute(
      "href",
      /^\/signup\/expert\?plan=\d+&interval=month$/,
    );
    await expectAxeClean(page);

    await page.getByRole("radio", { name: "Yearly" }).check();
    await expect(page.getByRole("radio", { name: "Yearly" })).toBeChecked();
    await expect(basic.getByText("$2,150")).toBeVisible();
    await expect(standard.getByText("$3,650")).toBeVisible();
    await expect(page.getByText(/^Save \$[\d,]+ a year$/).first()).toBeVisible();
    await expect(page.getByText(/a month, billed yearly/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Choose plan/ }).last()).toHaveAttribute(
      "href",
      /^\/signup\/expert\?plan=\d+&interval=year$/,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(/^Save \$/).first()).toBeVisible();
    await expectAxeClean(page);
  });

  test("a visitor subscribes to the newsletter and unsubscribes with the link in the welcome mail", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/");
    const newsletter = page.getByRole("form", { name: "Newsletter sign-up" });
    await scrollUntilVisible(page, newsletter);

    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("Please input your E-mail!")).toBeVisible();
    await newsletter.getByLabel("Email address").fill("someone@");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByText("The input is not valid E-mail!")).toBeVisible();
    await expect(newsletter.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");

    await newsletter.getByLabel("Email address").fill(email);
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("status")).toHaveText("Thanks! Check your inbox for a welcome e-mail.");
    await expectAxeClean(page);

    const mail = await waitForMail(request, email, { subject: /newsletter/i });
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[^\s"<>]+/.exec(
      `${mail.text}\n${mail.html ?? ""}`,
    )?.[0];
    expect(link, `an unsubscribe link in:\n${mail.text}`).toBeDefined();
    await page.goto(link ?? "");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" }),
    ).toBeVisible();
    const masked = page.locator(".tl-unsubscribe__address");
    await expect(masked).toContainText("@example.com");
    await expect(masked).not.toContainText(email);
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      page.getByText(/^You're unsubscribed\. You won't get the newsletter at .+ any more\.$/),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "subscribe again" })).toBeVisible();
    await expectAxeClean(page);

    // A link that is not (or no longer) valid says so and leads home.
    await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
    await expect(page.getByText(/This unsubscribe link is not valid or has expired/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expectAxeClean(page);
  });

  test("a tax professional books a demo on /expert and gets the confirmation mail", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("demo");
    await page.goto("/expert");
    await expect(
      page.getByRole("heading", { level: 1, name: "Grow your practice with Taxlane" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Start your 30-day free trial" })).toHaveAttribute(
      "href",
      "/signup/expert",
    );
    await expectAxeClean(page);

    const form = page.getByRole("form", { name: "Book a demo" });
    await form.getByRole("button", { name: "Book a demo" }).click();
    await expect(form.getByText("This field is required")).toBeVisible();
    await expect(form.getByText("Please input your E-mail!")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();

    await form.getByLabel("Full name").fill("Ana Ruiz");
    await form.getByLabel("Firm name").fill("Ruiz Tax & Accounting");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone").fill("+1 (415) 555-0100");
    await form.getByLabel("Message").fill("Tuesdays or Thursdays after 2pm Pacific work best.");
    await expect(form.getByText(/^\d+ \/ 5000 characters$/)).toBeVisible();
    await form.getByRole("button", { name: "Book a demo" }).click();
    await expect(form.getByRole("status")).toContainText(/e-mail you/i);
    await expect(form.getByLabel("Full name")).toHaveValue("");
    await expectAxeClean(page);

    const mail = await waitForMail(request, email, { subject: /demo/i });
    expect(mail.text).toContain("Ana Ruiz");
  });

  test("the taxpayer landing offers both starts, the FAQ and the newsletter", async ({ page }) => {
    await page.goto("/taxpayer");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "I'm an individual" })).toHaveAttribute(
      "href",
      "/get-started?type=individual",
    );
    await expect(page.getByRole("link", { name: "I'm a business" })).toHaveAttribute(
      "href",
      "/get-started?type=business",
    );
    await expect(page.getByRole("heading", { level: 2, name: "What you get" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
    await expect(page.getByRole("form", { name: "Newsletter sign-up" })).toBeVisible();
    await expectAxeClean(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAxeClean(page);
  });
});
