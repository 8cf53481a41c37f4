import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { apiSignIn, bearer, demoExpertToken, registerTaxpayer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { chooseAccountant, newInvitationKey, ok } from "../support/marketplace";

const priceList = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/price-list.pdf");

/** A number no other test's request or quote is likely to carry, to find this test's card and row. */
const uniqueNumber = (min: number, span: number) => min + Math.floor(Math.random() * span);

/** Business answers as the questionnaire sends them; `transactions` tells this test's request apart. */
const businessAnswers = (transactions: number) => ({
  taxPreparationTypeId: 2,
  state: "CA",
  fieldPreviousEntityReturnBefore: 1,
  haveLastYearEntityReturnInPDF: 1,
  entityMembersCount: 3,
  businessTransactionAccountingSoftwareId: 2,
  businessCheckingAccountsCount: 2,
  businessCreditCardsCount: 1,
  businessCheckingTransactionsCount: transactions,
  businessCreditCardTransactionsCount: 35,
  haveBusinessTransactionsOnPersonalCard: 2,
  haveCardTransactionsReconciledOnMonthlyBasis: 1,
  transactionsReconcileHelperId: 1,
  getMonthlyFinancialReportFromProvider: 2,
  haveLastMonthFinancialStatement: 1,
  closedBooksForWhichRequestingTaxService: 1,
  sendInvoicesToGetPaid: 1,
});

interface InvitedRequest {
  taxpayerToken: string;
  taxpayerLastName: string;
  taxPreparationId: number;
  /** The request's monthly bank transactions, shown on its card ("48,213"). */
  transactionsText: string;
}

/** A fresh taxpayer's business request made through a fresh invitation link of the demo expert. */
async function invitedRequest(request: APIRequestContext, expertToken: string): Promise<InvitedRequest> {
  const account = await registerTaxpayer(request, "expert-requests");
  const taxpayerToken = await apiSignIn(request, account.email, account.password);
  const invitationkey = await newInvitationKey(request, expertToken);
  const transactions = uniqueNumber(100_000, 800_000);
  const posted = await ok(
    await request.post("/api/taxpayer/AddBusinessTaxpayerInitialQuestions", {
      headers: bearer(taxpayerToken),
      data: { ...businessAnswers(transactions), invitationkey },
    }),
    "AddBusinessTaxpayerInitialQuestions",
  );
  const { taxPreparationId } = (await posted.json()) as { taxPreparationId: number };
  return {
    taxpayerToken,
    taxpayerLastName: account.lastName,
    taxPreparationId,
    transactionsText: transactions.toLocaleString("en-US"),
  };
}

/** The taxpayer chooses the quote of this request through the API. */
async function chooseQuote(request: APIRequestContext, taxpayerToken: string, taxPreparationId: number) {
  const quotes = (await (
    await ok(
      await request.get("/api/Taxpayer/GetAllQuotes", { headers: bearer(taxpayerToken) }),
      "GetAllQuotes",
    )
  ).json()) as { quoteId: number; taxPreparationId: number }[];
  const quote = quotes.find((entry) => entry.taxPreparationId === taxPreparationId);
  expect(quote, "the expert's quote reached the taxpayer").toBeDefined();
  if (quote !== undefined) await chooseAccountant(request, taxpayerToken, quote.quoteId);
}

const requestCard = (page: Page, transactionsText: string): Locator =>
  page.getByRole("article", { name: "Business Tax Application" }).filter({ hasText: transactionsText });

/** The sent quote's row (a table row on wide screens, a card on phones) by its price. */
const quoteRow = (page: Page, priceText: string): Locator =>
  page.locator(".tl-sent-quotes tr, .tl-sent-quote").filter({ hasText: priceText });

test.describe("expert requests", () => {
  test("an invited request gets a quote, shows in Sent quotes, and once chosen is confirmed into a job", async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const expertToken = await demoExpertToken(request);
    const invited = await invitedRequest(request, expertToken);
    await page.setViewportSize({ width: 1440, height: 900 });
    await useToken(page, expertToken);
    await page.goto("/expert/requests");

    await expect(page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
    const card = requestCard(page, invited.transactionsText);
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Invited by you")).toBeVisible();
    await expect(card.getByText("Sent only to you")).toBeVisible();
    await expect(card.getByText("Shared once they choose your quote")).toBeVisible();
    await expect(card.getByText("Robin T.", { exact: true })).toBeVisible();
    await expect(card.getByText("California")).toBeVisible();
    await expectAxeClean(page);

    // Every answer, in words, in the details drawer.
    await card.getByRole("button", { name: "View details" }).click();
    const drawer = page.getByRole("dialog", { name: "Business Tax Application" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText("Accounting software")).toBeVisible();
    await expect(drawer.getByText("Xero")).toBeVisible();
    await expect(drawer.getByText("Reconciled by")).toBeVisible();
    await expect(drawer.getByText(invited.transactionsText)).toBeVisible();
    await expectAxeClean(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // A bad price is refused on the spot; a good one goes out with a price list.
    await card.getByRole("button", { name: "Send Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Send a quote" });
    const price = dialog.getByLabel("Your price");
    await price.fill("0");
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await expect(dialog.getByText("Please enter a price above $0.")).toBeVisible();
    // The turnaround and the message are optional, and said so; a turnaround past a year is refused.
    const turnaround = dialog.getByLabel(/Estimated turnaround/);
    const note = dialog.getByLabel(/Message to the taxpayer/);
    await expect(dialog.locator("label").filter({ hasText: "Estimated turnaround" })).toContainText(
      "optional",
    );
    await expect(dialog.locator("label").filter({ hasText: "Message to the taxpayer" })).toContainText(
      "optional",
    );
    await turnaround.fill("400");
    await turnaround.blur();
    await expect(
      dialog.getByText("Please enter the turnaround as a whole number of days from 1 to 365."),
    ).toBeVisible();
    await expectAxeClean(page);
    await turnaround.fill("12");
    await note.fill("  Includes the state return and a call about your books.  ");
    const dollars = uniqueNumber(1_000, 8_000);
    const priceText = `$${dollars.toLocaleString("en-US")}.50`;
    await price.fill(`${dollars}.50`);
    await dialog.getByLabel("Price list (PDF or image)").setInputFiles(priceList);
    await dialog.getByRole("button", { name: "Send Quote" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("Quote sent")).toBeVisible();
    await expect(card.getByRole("button", { name: "Send Quote" })).toHaveCount(0);

    // The quote waits in Sent quotes.
    await page.getByRole("tab", { name: /Sent quotes/ }).click();
    await expect(page).toHaveURL(/[?&]tab=sent/);
    const row = quoteRow(page, priceText);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Robin T.", { exact: true })).toBeVisible();
    // The row names the request it answers, so two quotes to one client are told apart.
    await expect(row.getByText(/^Business Tax Application, sent /)).toBeVisible();
    await expect(
      row.getByText(
        "Based in: California · Shareholders, members or partners: 3 · Accounting software: Xero",
      ),
    ).toBeVisible();
    await expect(row.getByText("Ready in about 12 days")).toBeVisible();
    await expect(
      row.getByText("Includes the state return and a call about your books.", { exact: true }),
    ).toBeVisible();
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByRole("button", { name: /price-list\.pdf/ })).toBeVisible();
    await expectAxeClean(page);

    // The taxpayer chooses it; the expert confirms and the job starts.
    await chooseQuote(request, invited.taxpayerToken, invited.taxPreparationId);
    await page.reload();
    const chosen = quoteRow(page, priceText);
    const fullName = `Robin ${invited.taxpayerLastName}`;
    await expect(chosen.getByText(fullName)).toBeVisible();
    await expect(chosen.getByText("Chosen, waiting for information")).toBeVisible();
    await expect(page.getByRole("tab", { name: /to confirm/ })).toBeVisible();
    await expectAxeClean(page);
    await chosen.getByRole("button", { name: "Confirm" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `The job with ${fullName} has started.` }),
    ).toBeVisible();
    await expect(chosen.getByText("Confirmed")).toBeVisible();
    await expectAxeClean(page);
    await chosen.getByRole("link", { name: "Open the job" }).click();
    await expect(page).toHaveURL(/\/expert\/tax_preparation$/);

    // The request is no longer open, so it has left the requests list.
    await page.goto("/expert/requests");
    await expect(page.getByRole("heading", { level: 2, name: /Business tax applications/ })).toBeVisible();
    await expect(requestCard(page, invited.transactionsText)).toHaveCount(0);
  });

  test("on a phone, a chosen quote can be declined after a confirmation", async ({ page, request }) => {
    test.setTimeout(360_000);
    const expertToken = await demoExpertToken(request);
    const invited = await invitedRequest(request, expertToken);
    const dollars = uniqueNumber(10_000, 80_000);
    await ok(
      await request.post("/api/Accountant/SendQuote", {
        headers: bearer(expertToken),
        multipart: {
          isIndividual: "false",
          taxPreparationId: String(invited.taxPreparationId),
          price: String(dollars),
          attachStandardPricingList: "false",
        },
      }),
      "SendQuote",
    );
    await chooseQuote(request, invited.taxpayerToken, invited.taxPreparationId);

    await page.setViewportSize({ width: 390, height: 844 });
    await useToken(page, expertToken);
    await page.goto("/expert/requests");
    // The quoted request still shows while the taxpayer waits for the answer, marked as quoted.
    const card = requestCard(page, invited.transactionsText);
    await expect(card.getByText("Quote sent")).toBeVisible();
    await expectAxeClean(page);

    await page.getByRole("tab", { name: /Sent quotes/ }).click();
    const row = quoteRow(page, `$${dollars.toLocaleString("en-US")}`);
    await expect(row.getByText("Chosen, waiting for information")).toBeVisible();
    await expect(row.getByText("None")).toBeVisible();
    await expectAxeClean(page);
    await row.getByRole("button", { name: "Decline" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: "If you decline" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText("Chosen, waiting for information")).toBeVisible();

    await row.getByRole("button", { name: "Decline" }).click();
    await page
      .getByRole("dialog")
      .filter({ hasText: "If you decline" })
      .getByRole("button", { name: "Decline" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "You declined" })).toBeVisible();
    await expect(row.getByText("Declined")).toBeVisible();
    await expect(row.getByRole("button", { name: "Confirm" })).toHaveCount(0);
    await expectAxeClean(page);
  });
});
