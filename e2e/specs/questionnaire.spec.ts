import type { Page } from "@playwright/test";
import { apiSignIn, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { answerIndividualBriefly, choose, expectStep, next, signUp } from "../support/questionnaire";

const DRAFT_KEY = "TAXPAYER_QUESTIONNAIRE";

/** A summary line of a request card: the answer's label and its value in words. */
const line = (card: ReturnType<Page["locator"]>, label: string, value: string) =>
  expect(
    card.locator(".tl-answers__row").filter({ has: card.page().getByText(label, { exact: true }) }),
  ).toHaveText(`${label}${value}`);

test.describe("taxpayer questionnaire", () => {
  test("a visitor answers the individual questionnaire, signs up, and finds the answers stored", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { level: 1, name: "What can we help you with?" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Expert/ })).toHaveAttribute("href", "/signup/expert");
    await expectAxeClean(page);
    await page.getByRole("button", { name: /^Individual/ }).click();

    // Step 1: the state is asked only of people living in the United States.
    await expect(page.getByRole("heading", { level: 1, name: "Individual tax return" })).toBeVisible();
    await expectStep(page, "Where do you live?", "Step 1 of 9");
    await expect(page.getByRole("progressbar", { name: "Step 1 of 9" })).toBeVisible();
    await next(page);
    await expect(page.getByText("Please choose your country.")).toBeVisible();
    await expect(page.getByLabel("Country of residence")).toBeFocused();
    await expectAxeClean(page);
    await page.getByLabel("Country of residence").selectOption("Canada");
    await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveCount(0);
    await page.getByLabel("Country of residence").selectOption("United States");
    await next(page);
    await expect(page.getByText("Please choose your state.")).toBeVisible();
    await page.getByRole("combobox", { name: "State", exact: true }).selectOption({ label: "California" });
    await next(page);

    await expectStep(page, "Your household", "Step 2 of 9");
    await next(page);
    await expect(page.getByText("Please choose an answer.")).toBeVisible();
    await choose(page, "Are you married?", "Yes");
    await next(page);

    await expectStep(page, "Your income", "Step 3 of 9");
    await next(page);
    await expect(page.getByText("Please choose at least one.")).toBeVisible();
    await expectAxeClean(page);
    await choose(page, "Where does your income come from?", "W-2");
    await choose(page, "Where does your income come from?", "Rental properties");
    await next(page);

    await expectStep(page, "Your home and deductions", "Step 4 of 9");
    await choose(page, "Do you own your home?", "No");
    await choose(page, "Do you itemize your deductions or take the standard deduction?", "Standard");
    await next(page);

    // Step 5: reasons for switching only when someone else prepared last year's return.
    await expectStep(page, "Last year's return", "Step 5 of 9");
    await choose(page, "Who prepared last year's return?", "Self-prepared");
    await expect(page.getByRole("group", { name: "Why are you looking for someone new?" })).toHaveCount(0);
    await choose(page, "Who prepared last year's return?", "CPA");
    await choose(page, "Why are you looking for someone new?", "Charged too much");
    await expectAxeClean(page);
    await next(page);

    await expectStep(page, "Choosing a professional", "Step 6 of 9");
    await choose(page, "What matters most when you hire a tax professional?", "Experience");
    await choose(page, "What matters most when you hire a tax professional?", "Price");
    await next(page);

    await expectStep(page, "Past fees", "Step 7 of 9");
    await choose(page, "What did you pay for your tax return last year?", "$250-500");
    await next(page);

    await expectStep(page, "Working together", "Step 8 of 9");
    await choose(page, "Would you like a local office where you can drop off your documents?", "No");
    await choose(page, "Can you scan or photograph your documents?", "Yes");
    await choose(page, "Are you comfortable meeting by video or phone?", "Yes");
    await next(page);

    await expectStep(page, "Almost done", "Step 9 of 9");
    await page.getByLabel("How did you hear about Taxlane?").fill("A friend");
    await page
      .getByLabel("Anything else your tax professional should know?")
      .fill("I moved from Oregon in June.");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Continue to sign up" }).click();

    await signUp(page, request, "questionnaire-individual");

    // The account exists: the answers go out, and the gift shows while matching runs.
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! Your answers are in." }),
    ).toBeVisible();
    const fact = page.locator(".tl-gift__fact blockquote");
    const firstFact = await fact.textContent();
    await page.getByRole("button", { name: "Another fun fact" }).click();
    await expect(fact).not.toHaveText(firstFact ?? "");
    await expectAxeClean(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await page.getByRole("link", { name: "See my requests" }).click();

    await expect(page).toHaveURL(/\/user\/quotes$/);
    await expect(page.getByRole("heading", { level: 2, name: "Requests waiting for quotes" })).toBeVisible();
    const card = page.locator(".tl-waiting-card").filter({ hasText: "Individual tax return" });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Waiting for quotes")).toBeVisible();
    await line(card, "Country", "United States");
    await line(card, "State", "California");
    await line(card, "Married", "Yes");
    await line(card, "Income", "W-2, Rental properties");
    await line(card, "Owns a home", "No");
    await line(card, "Deductions", "Standard");
    await line(card, "Last year prepared by", "CPA");
    await line(card, "Reasons for switching", "Charged too much");
    await line(card, "Matters most", "Experience, Price");
    await line(card, "Paid last year", "$250-500");
    await line(card, "Heard about us", "A friend");
    await line(card, "Notes for the professional", "I moved from Oregon in June.");
    await line(card, "Local drop-off", "No");
    await line(card, "Can scan documents", "Yes");
    await line(card, "Virtual meetings", "Yes");
    await expect(page.getByRole("link", { name: "Request quotes" })).toHaveAttribute(
      "href",
      "/user/add-quote",
    );
    await expectAxeClean(page);

    // Stored on the server, not only in this page: a reload shows the same request.
    await page.reload();
    await expect(page.locator(".tl-waiting-card").filter({ hasText: "Individual tax return" })).toHaveCount(
      1,
    );
  });

  test("a visitor answers the business questionnaire from the home page, signs up, and finds the answers stored", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.goto("/");
    await page.getByRole("link", { name: "I'm a business" }).first().click();
    await expect(page).toHaveURL(/\/get-started\?type=business$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business tax return" })).toBeVisible();

    await expectStep(page, "Your business", "Step 1 of 15");
    await page.getByLabel("Where is the business based?").selectOption({ label: "Texas" });
    await choose(page, "Has the business filed an entity tax return before?", "Yes");
    await expectAxeClean(page);
    await next(page);

    await expectStep(page, "Last year's return", "Step 2 of 15");
    await choose(page, "Do you have a PDF copy of last year's entity return?", "No");
    await next(page);

    await expectStep(page, "Owners", "Step 3 of 15");
    const members = page.getByLabel("How many shareholders, members or partners does the business have?");
    await members.fill("two");
    await next(page);
    await expect(page.getByText("Enter a whole number: 0 or more, without decimals.")).toBeVisible();
    await expect(members).toBeFocused();
    await expectAxeClean(page);
    await members.fill("2");
    await next(page);

    await expectStep(page, "Accounting software", "Step 4 of 15");
    await choose(page, "What do you use to keep track of the business's transactions?", "QuickBooks");
    await next(page);

    await expectStep(page, "Bank and card accounts", "Step 5 of 15");
    await page.getByLabel("How many business bank accounts does the business have?").fill("2");
    await page.getByLabel("How many business credit cards does the business have?").fill("1");
    await next(page);

    await expectStep(page, "Monthly transactions", "Step 6 of 15");
    await page
      .getByLabel("About how many transactions go through the bank accounts each month?")
      .fill("1,200");
    await page.getByLabel("About how many transactions go through the credit cards each month?").fill("85");
    await next(page);

    await expectStep(page, "Personal cards", "Step 7 of 15");
    await choose(page, "Do you pay for business expenses with a personal card?", "Don't know");
    await next(page);

    // Who reconciles is asked only when the books are reconciled monthly.
    await expectStep(page, "Monthly reconciliation", "Step 8 of 15");
    await choose(page, "Are the bank and card transactions reconciled every month?", "No");
    await expect(page.getByText("Step 8 of 14", { exact: true })).toBeVisible();
    await choose(page, "Are the bank and card transactions reconciled every month?", "Yes");
    await next(page);

    await expectStep(page, "Bookkeeper", "Step 9 of 15");
    await choose(page, "Who reconciles them?", "Bookkeeper");
    await next(page);

    await expectStep(page, "Monthly statements", "Step 10 of 15");
    await choose(page, "Do you get monthly financial statements from your bookkeeper or accountant?", "Yes");
    await next(page);

    await expectStep(page, "Last month's statement", "Step 11 of 15");
    await choose(page, "Do you have last month's financial statement?", "No");
    await next(page);

    await expectStep(page, "Closing the books", "Step 12 of 15");
    await choose(page, "Are the books closed for the year you need the tax return for?", "No");
    await next(page);

    await expectStep(page, "Invoicing", "Step 13 of 15");
    await choose(page, "Does the business send invoices to get paid?", "Yes");
    await next(page);

    await expectStep(page, "Payment processors", "Step 14 of 15");
    await choose(page, "Which payment service does the business get paid through?", "None");
    await expectAxeClean(page);
    await next(page);

    // The language to work in is the page's unless chosen otherwise.
    await expectStep(page, "Working together", "Step 15 of 15");
    const language = page.getByRole("group", {
      name: "In which language would you like to work with your professional?",
    });
    await expect(language.getByLabel("English", { exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Continue to sign up" }).click();

    await signUp(page, request, "questionnaire-business");

    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! Your answers are in." }),
    ).toBeVisible();
    await expect(page.getByText("Tax fun fact")).toBeVisible();
    // Left alone, the gift moves on to the taxpayer's requests by itself.
    await expect(page).toHaveURL(/\/user\/quotes$/);

    const card = page.locator(".tl-waiting-card").filter({ hasText: "Business tax return" });
    await expect(card).toHaveCount(1);
    await line(card, "Based in", "Texas");
    await line(card, "Filed an entity return before", "Yes");
    await line(card, "PDF of last year's return", "No");
    await line(card, "Shareholders, members or partners", "2");
    await line(card, "Accounting software", "QuickBooks");
    await line(card, "Bank accounts", "2");
    await line(card, "Credit cards", "1");
    await line(card, "Bank transactions a month", "1,200");
    await line(card, "Card transactions a month", "85");
    await line(card, "Business expenses on a personal card", "Don't know");
    await line(card, "Reconciled monthly", "Yes");
    await line(card, "Reconciled by", "Bookkeeper");
    await line(card, "Monthly financial statements", "Yes");
    await line(card, "Last month's statement", "No");
    await line(card, "Books closed for the year", "No");
    await line(card, "Sends invoices", "Yes");
    await line(card, "Payment service", "None");
    await expectAxeClean(page);
  });

  test("a signed-in taxpayer requests quotes at /user/add-quote; a refused invitation is shown and the answers go without it", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "add-quote");
    await useToken(page, await apiSignIn(request, account.email, account.password));
    await page.goto("/user/add-quote?invitationkey=no-such-invitation");
    await expect(page.getByRole("heading", { level: 1, name: "What can we help you with?" })).toBeVisible();
    await expect(
      page.getByText("You are answering through your tax professional's invitation"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Expert/ })).toHaveCount(0);
    await expectAxeClean(page);
    await page.getByRole("button", { name: /^Individual/ }).click();
    await answerIndividualBriefly(page);
    await page.getByRole("button", { name: "Send my answers" }).click();

    // The server refuses the unknown invitation: the message shows, and the answers stay to try again.
    await expect(
      page.getByRole("alert").filter({ hasText: "That invitation link is not valid." }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expectAxeClean(page);
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).not.toBeNull();
    await page.getByRole("button", { name: "Send without the invitation" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! Your answers are in." }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    await page.getByRole("link", { name: "See my requests" }).click();
    const card = page.locator(".tl-waiting-card").filter({ hasText: "Individual tax return" });
    await expect(card).toHaveCount(1);
    await line(card, "Country", "Canada");
    await expect(card.getByText("State", { exact: true })).toHaveCount(0);
    await expect(card.getByText("Reasons for switching", { exact: true })).toHaveCount(0);
    await line(card, "Last year prepared by", "Self-prepared");
  });

  test("a visitor with an account answers first, logs in, and sends the waiting answers from the quotes page", async ({
    page,
    request,
  }) => {
    const account = await registerTaxpayer(request, "answers-then-login");
    await page.goto("/get-started?type=individual");
    await answerIndividualBriefly(page);
    await page.getByRole("button", { name: "Continue to sign up" }).click();
    await expect(page).toHaveURL(/\/signup\/tax-payer$/);
    await page.getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in to Taxlane" })).toBeVisible();
    await page.getByLabel("E-mail").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Log in" }).click();

    await expect(page).toHaveURL(/\/user\/quotes$/);
    await expect(page.getByText("Your answers are waiting to be sent")).toBeVisible();
    await expect(page.getByText("No quotes yet")).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Send my answers" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you! Your answers are in." }),
    ).toBeVisible();
    await page.getByRole("link", { name: "See my requests" }).click();
    await expect(page.locator(".tl-waiting-card").filter({ hasText: "Individual tax return" })).toHaveCount(
      1,
    );
    await expect(page.getByText("Your answers are waiting to be sent")).toHaveCount(0);
  });

  test("a reload in the middle of the questionnaire keeps the answers and the step", async ({ page }) => {
    await page.goto("/get-started?type=individual");
    await page.getByLabel("Country of residence").selectOption("United States");
    await page.getByRole("combobox", { name: "State", exact: true }).selectOption({ label: "Oregon" });
    await next(page);
    await choose(page, "Are you married?", "No");
    await next(page);
    await choose(page, "Where does your income come from?", "K-1");
    await next(page);
    await expectStep(page, "Your home and deductions", "Step 4 of 9");

    await page.reload();
    await expectStep(page, "Your home and deductions", "Step 4 of 9");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Back" }).click();
    await expectStep(page, "Your income", "Step 3 of 9");
    await expect(page.getByLabel("K-1", { exact: true })).toBeChecked();
    await expect(page.getByLabel("W-2", { exact: true })).not.toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("group", { name: "Are you married?" }).getByLabel("No")).toBeChecked();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Country of residence")).toHaveValue("United States");
    await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveValue("OR");

    // Back from the first step returns to the choice; the answers stay for when they come back.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "What can we help you with?" })).toBeVisible();
    await page.getByRole("button", { name: /^Individual/ }).click();
    await expect(page.getByRole("combobox", { name: "State", exact: true })).toHaveValue("OR");
  });
});
