import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { apiSignIn, registerTaxpayer } from "./accounts";
import { individualAnswers, startJobWithDemoExpert } from "./marketplace";

export interface OrganizerJob {
  taxpayerToken: string;
  taxpayerFirstName: string;
  expertToken: string;
  expertName: string;
  quoteId: number;
}

/**
 * A fresh taxpayer's individual request (married, per the questionnaire) through a fresh invitation
 * of the demo expert, quoted, chosen and confirmed: a job whose organizer is empty.
 */
export async function newOrganizerJob(request: APIRequestContext, married = true): Promise<OrganizerJob> {
  const account = await registerTaxpayer(request, "organizer");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const job = await startJobWithDemoExpert(request, taxpayerToken, "individual", {
    ...individualAnswers,
    isMarried: married,
  });
  return { taxpayerToken, taxpayerFirstName: account.firstName, ...job };
}

/** Business answers as the questionnaire sends them. */
const businessAnswers = {
  taxPreparationTypeId: 2,
  state: "TX",
  fieldPreviousEntityReturnBefore: 1,
  haveLastYearEntityReturnInPDF: 1,
  entityMembersCount: 2,
  businessTransactionAccountingSoftwareId: 1,
  businessCheckingAccountsCount: 1,
  businessCreditCardsCount: 1,
  businessCheckingTransactionsCount: 80,
  businessCreditCardTransactionsCount: 20,
  haveBusinessTransactionsOnPersonalCard: 2,
  haveCardTransactionsReconciledOnMonthlyBasis: 1,
  transactionsReconcileHelperId: 1,
  getMonthlyFinancialReportFromProvider: 1,
  haveLastMonthFinancialStatement: 1,
  closedBooksForWhichRequestingTaxService: 1,
  sendInvoicesToGetPaid: 1,
};

/**
 * A fresh taxpayer's business request through a fresh invitation of the demo expert, quoted as a
 * business return, chosen and confirmed: a business job whose organizer is empty.
 */
export async function newBusinessOrganizerJob(request: APIRequestContext): Promise<OrganizerJob> {
  const account = await registerTaxpayer(request, "organizer-business");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const job = await startJobWithDemoExpert(request, taxpayerToken, "business", businessAnswers);
  return { taxpayerToken, taxpayerFirstName: account.firstName, ...job };
}

/** The step on screen: its level-2 heading inside the organizer's form. */
export const stepHeading = (page: Page, title: string) =>
  page.getByRole("form").getByRole("heading", { level: 2, name: title, exact: true });

/** A yes/no or choice question (a group named by the question). */
export const question = (page: Page, label: string) => page.getByRole("group", { name: label, exact: true });

export async function answer(page: Page, label: string, option: string): Promise<void> {
  await question(page, label).getByRole("radio", { name: option, exact: true }).check();
}

export const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true }).click();

/** Presses Next until the step titled `title` is on screen (steps in between have nothing required). */
export async function nextUntil(page: Page, title: string, most = 20): Promise<void> {
  for (let step = 0; step < most; step++) {
    if (await stepHeading(page, title).isVisible()) return;
    const current = await page.getByRole("form").getByRole("heading", { level: 2 }).innerText();
    await next(page);
    await expect(
      page.getByRole("form").getByRole("heading", { level: 2, name: current, exact: true }),
    ).toHaveCount(0);
  }
  await expect(stepHeading(page, title)).toBeVisible();
}

/** A typed answer by its name (exact, so the spouse's "Spouse: …" twin is not matched). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("textbox", { name: label, exact: true });
