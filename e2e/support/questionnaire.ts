import type { APIRequestContext, Page } from "@playwright/test";
import { newPassword, uniqueEmail } from "./accounts";
import { expect, expectAxeClean } from "./fixtures";
import { codeIn, waitForMail } from "./mail";

/** Checks an answer of a radio or check-box question, found by the question's text. */
export async function choose(page: Page, question: string, answer: string): Promise<void> {
  await page.getByRole("group", { name: question }).getByLabel(answer, { exact: true }).check();
}

export async function expectStep(page: Page, title: string, position: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(position, { exact: true })).toBeVisible();
}

export const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** The sign-up form, then the e-mailed code, as a visitor who just finished the questionnaire. */
export async function signUp(page: Page, request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await expect(page).toHaveURL(/\/signup\/tax-payer$/);
  await expect(page.getByText("Your answers are saved.")).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("First name").fill("Casey");
  await page.getByLabel("Last name").fill("Morgan");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword());
  await page.getByLabel("Phone number").fill("+1 415 555 0142");
  await page.getByRole("checkbox", { name: /I am 18 or older and I agree/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail" })).toBeVisible();
  const mail = await waitForMail(request, email, { subject: /sign-up code/ });
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(codeIn(mail));
  await page.getByRole("button", { name: "Verify and create account" }).click();
  return email;
}

/** Answers every individual step the short way: outside the United States, self-prepared last year. */
export async function answerIndividualBriefly(page: Page): Promise<void> {
  await page.getByLabel("Country of residence").selectOption("Canada");
  await next(page);
  await choose(page, "Are you married?", "No");
  await next(page);
  await choose(page, "Where does your income come from?", "1099-NEC/1099-K");
  await next(page);
  await choose(page, "Do you own your home?", "Yes");
  await choose(page, "Do you itemize your deductions or take the standard deduction?", "Don't know");
  await next(page);
  await choose(page, "Who prepared last year's return?", "Self-prepared");
  await next(page);
  await choose(page, "What matters most when you hire a tax professional?", "Convenience");
  await next(page);
  await choose(page, "What did you pay for your tax return last year?", "Don't remember");
  await next(page);
  await choose(page, "Would you like a local office where you can drop off your documents?", "No");
  await choose(page, "Can you scan or photograph your documents?", "No");
  await choose(page, "Are you comfortable meeting by video or phone?", "Yes");
  await next(page);
  await expectStep(page, "Almost done", "Step 9 of 9");
}
