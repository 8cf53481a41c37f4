import { bearer, storedToken } from "../support/accounts";
import {
  chooseState,
  fillAccount,
  newExpert,
  next,
  photo,
  priceList,
  stepHeading,
  typeCode,
} from "../support/expert-signup";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { codeIn, waitForMail } from "../support/mail";

test.describe("expert sign-up", () => {
  test("an expert completes the 8 steps with a photo and a price list, confirms the code, and sees the public profile", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(480_000);
    const expert = newExpert("expert-signup");

    await page.goto("/signup/expert");
    await expect(
      page.getByRole("heading", { level: 1, name: "Join Taxlane as a tax professional" }),
    ).toBeVisible();
    await expect(page.getByText("30 days are free")).toBeVisible();
    await expectAxeClean(page);
    await fillAccount(page, expert);
    await page.getByRole("button", { name: "Continue" }).click();

    // 1. Preparer type and credentials: an attorney gives a PTIN, a BAR number and its state.
    await expect(page).toHaveURL(/\/signup\/expert\/form\?step=1$/);
    await expect(stepHeading(page, "Your credentials")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Profile steps" })).toHaveAttribute(
      "aria-valuetext",
      "Step 1 of 8: Your credentials",
    );
    await expectAxeClean(page);
    await page.getByRole("radio", { name: /Attorney/ }).check();
    await page.getByLabel("PTIN (Preparer Tax Identification Number)").fill("p12345678");
    await page.getByLabel("BAR number").fill("CA 204512");
    await chooseState(page, "State of your bar admission", "California");
    await next(page);

    // 2. Services.
    await expect(stepHeading(page, "Services you offer")).toBeVisible();
    await expect(stepHeading(page, "Services you offer")).toBeFocused();
    await expectAxeClean(page);
    await page.getByRole("radio", { name: /^Both/ }).check();
    await next(page);

    // 3. How they work with clients, and where.
    await expect(stepHeading(page, "How you work with clients")).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("checkbox", { name: /Online or by phone/ }).check();
    await page.getByRole("checkbox", { name: /Clients come to me/ }).check();
    await chooseState(page, "State where you practice", "Oregon");
    await page.getByLabel("City").fill("Portland");
    await next(page);

    // 4. A firm, with its details, and years of experience.
    await expect(stepHeading(page, "Your practice and experience")).toBeVisible();
    await page.getByRole("radio", { name: "As a firm" }).check();
    await page.getByLabel("Business name").fill("Ellery Tax & Law");
    await page.getByLabel("Year founded").fill("2011");
    await page.getByLabel("Number of employees").fill("4");
    await page.getByLabel("Years of experience").fill("14");
    await expectAxeClean(page);
    await next(page);

    // 5. What makes them stand out, with links.
    await expect(stepHeading(page, "What makes you stand out")).toBeVisible();
    await expectAxeClean(page);
    const about = "Tax controversy and small-business returns. I answer every message within a day.";
    await page.getByLabel("What makes your business or service stand out?").fill(about);
    await page.getByLabel("LinkedIn profile").fill("https://www.linkedin.com/in/morgan-ellery");
    await page.getByLabel("Website").fill("https://ellery-tax.example.com");
    await next(page);

    // 6. The photo, cropped to a square with the keyboard.
    await expect(stepHeading(page, "Your photo")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Choose a photo").setInputFiles(photo);
    const frame = page.getByRole("application", { name: /Photo crop area/ });
    await expect(frame).toBeFocused();
    await page.keyboard.press("+");
    await page.keyboard.press("ArrowLeft");
    await expect(frame).toHaveAttribute("aria-label", "Photo crop area, zoom 110%");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Use this photo" }).click();
    await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toBeVisible();
    await next(page);

    // 7. The reviews link.
    await expect(stepHeading(page, "Your reviews")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("Link to your reviews").fill("https://g.page/r/ellery-tax/review");
    await next(page);

    // 8. Education (rows added and removed) and the standard price list.
    await expect(stepHeading(page, "Education and pricing")).toBeVisible();
    await page.getByLabel("School or institution").fill("Lewis & Clark Law School");
    await page.getByLabel("Degree or certificate").fill("JD");
    await page.getByLabel("Graduation year").fill("2009");
    await page.getByRole("button", { name: "Add a school or training" }).click();
    await page
      .getByRole("group", { name: "School or training 2" })
      .getByLabel("School or institution")
      .fill("IRS");
    await page.getByRole("button", { name: "Remove school or training 2" }).click();
    await expect(page.getByRole("group", { name: "School or training 2" })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "I have a standard price list" }).check();
    await page.getByLabel("Price list file").setInputFiles(priceList);
    await expect(page.getByRole("button", { name: "Remove price-list.pdf" })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Send me the code" }).click();

    // The code from the mail creates the account and signs the expert in.
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    await expectAxeClean(page);
    const mail = await waitForMail(request, expert.email, { subject: /sign-up code/ });
    await typeCode(page, codeIn(mail));
    await page.getByRole("button", { name: "Verify and create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your professional profile is live" }),
    ).toBeVisible();
    await expect(page.getByText(/requests can reach you right away/)).toBeVisible();
    await expect(page.getByText(/“credentials not yet verified”/)).toBeVisible();
    // Next comes the plan's free trial, with the card taken on the payment card screen.
    await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveAttribute(
      "href",
      "/payment",
    );
    await expectAxeClean(page);

    const token = await storedToken(page);
    expect(token).not.toBeNull();
    const user = await request.get("/api/user/GetUser", { headers: bearer(token ?? "") });
    expect(user.ok()).toBe(true);
    const me = (await user.json()) as { id: number; roleId: number; email: string };
    expect(me).toMatchObject({ roleId: 2, email: expert.email });
    // Nothing of the sign-up stays in the browser once the account exists.
    expect(await page.evaluate(() => sessionStorage.getItem("taxlane.expertSignUp"))).toBeNull();

    // Everything answered is stored, with the photo and the price list.
    const stored = await request.get("/api/Accountant/GetAccountantProfileDetails", {
      headers: bearer(token ?? ""),
    });
    expect(stored.ok()).toBe(true);
    const profile = (await stored.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: me.id,
      displayName: "Morgan E.",
      taxPreparerTypeId: 1,
      taxPreparationTypeId: 3,
      workingTypeIds: [1, 3],
      state: "OR",
      city: "Portland",
      isEnterprise: true,
      businessName: "Ellery Tax & Law",
      yearFounded: 2011,
      numberOfEmployees: 4,
      yearsOfExperience: 14,
      aboutBusinessOrServiceStandOut: about,
      linkedin: "https://www.linkedin.com/in/morgan-ellery",
      website: "https://ellery-tax.example.com",
      reviewsLink: "https://g.page/r/ellery-tax/review",
      accountantEducationList: [
        { institution: "Lewis & Clark Law School", degree: "JD", yearOfGraduation: 2009 },
      ],
      hasPricingSystem: true,
      pricingSystemFile: { name: "price-list.pdf", contentType: "application/pdf" },
      credentialsVerified: false,
      credentials: {
        taxPreparerPTINumber: "P12345678",
        taxPreparerBarNumber: "CA204512",
        taxPreparerState: "CA",
      },
    });
    expect(typeof profile.avatar).toBe("string");

    // The expert's own profile page, in its public mode.
    await page.getByRole("link", { name: "See your profile" }).click();
    await expect(page).toHaveURL(/\/expert\/profile$/);
    await expect(page.getByRole("heading", { name: "Morgan E." })).toBeVisible();
    await expect(page.getByText("Credentials not yet verified")).toBeVisible();
    await expectAxeClean(page);

    // A taxpayer (any visitor) sees the same public profile at /experts/<id>.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/experts/${me.id}`);
    const article = visitorPage.getByRole("article", { name: "Morgan E." });
    await expect(article.getByRole("heading", { level: 1, name: "Morgan E." })).toBeVisible();
    await expect(article.getByText("Attorney in Portland, Oregon")).toBeVisible();
    await expect(article.getByText("Credentials not yet verified")).toBeVisible();
    await expect(article.getByText(about)).toBeVisible();
    await expect(article.getByText("Ellery Tax & Law")).toBeVisible();
    await expect(article.getByText("Lewis & Clark Law School, 2009")).toBeVisible();
    await expect(article.getByRole("link", { name: /Standard pricing/ })).toBeVisible();
    await expect(article.getByRole("img", { name: "Morgan E." })).toBeVisible();
    await expectAxeClean(visitorPage);
    await visitor.close();
  });

  test("answers survive a reload; the password and the files are asked for again", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const expert = newExpert("expert-reload");
    await page.goto("/signup/expert");
    await fillAccount(page, expert);
    await page.getByRole("button", { name: "Continue" }).click();

    await page.getByRole("radio", { name: /Enrolled agent/ }).check();
    await page.getByLabel("PTIN (Preparer Tax Identification Number)").fill("P87654321");
    await page.getByLabel("Enrolled agent number").fill("00123456");
    await next(page);
    await page.getByRole("radio", { name: /^Individual/ }).check();
    await next(page);
    await page.getByRole("checkbox", { name: /Online or by phone/ }).check();
    await chooseState(page, "State where you practice", "Texas");
    await page.getByLabel("City").fill("Austin");
    await next(page);
    await page.getByLabel("Years of experience").fill("6");
    await next(page);
    await page
      .getByLabel("What makes your business or service stand out?")
      .fill("Returns for teachers and nurses.");
    await next(page);
    await page.getByLabel("Choose a photo").setInputFiles(photo);
    await page.getByRole("button", { name: "Use this photo" }).click();
    await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toBeVisible();

    // A reload keeps the step and the answers, not the photo.
    await page.reload();
    await expect(stepHeading(page, "Your photo")).toBeVisible();
    await expect(page.getByRole("img", { name: "Your photo, as it will be shown" })).toHaveCount(0);
    await expect(
      page.getByText("files are not kept when the page reloads. Please choose your photo again."),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("What makes your business or service stand out?")).toHaveValue(
      "Returns for teachers and nurses.",
    );
    await page.goto("/signup/expert/form?step=3");
    await expect(page.getByLabel("City")).toHaveValue("Austin");
    await expect(page.getByRole("checkbox", { name: /Online or by phone/ })).toBeChecked();
    const stored = await page.evaluate(() => sessionStorage.getItem("taxlane.expertSignUp") ?? "");
    expect(stored).toContain("Austin");
    expect(stored).not.toContain(expert.password);

    // At the end the password, kept only in memory, is asked for again on the account step.
    await page.goto("/signup/expert/form?step=8");
    await page.getByRole("button", { name: "Send me the code" }).click();
    await expect(page).toHaveURL(/\/signup\/expert$/);
    await expect(page.getByText(/we do not keep your password when the page reloads/)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(expert.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expectAxeClean(page);
    await page.getByLabel("Password", { exact: true }).fill(expert.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepHeading(page, "Education and pricing")).toBeVisible();
    await page.getByRole("button", { name: "Send me the code" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
    const mail = await waitForMail(request, expert.email, { subject: /sign-up code/ });
    await typeCode(page, codeIn(mail));
    await page.getByRole("button", { name: "Verify and create account" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Your professional profile is live" }),
    ).toBeVisible();
  });
});
