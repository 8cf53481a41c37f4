import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { bearer } from "./accounts";
import { ok } from "./marketplace";

/** A calendar day some days from now, as the invoice calls take it. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The professional sends the job an invoice of one line (through the API: the invoice form has its own journey). */
export async function sendInvoice(
  request: APIRequestContext,
  expertToken: string,
  quoteId: number,
  line: { description: string; cents: number },
): Promise<string> {
  const draft = await ok(
    await request.post("/api/Accountant/CreateInvoice", {
      headers: bearer(expertToken),
      data: {
        quoteId,
        lines: [{ description: line.description, quantity: 1, unitCents: line.cents }],
        dueDate: daysFromNow(14),
      },
    }),
    "CreateInvoice",
  );
  const { id } = (await draft.json()) as { id: number };
  const sent = await ok(
    await request.post("/api/Accountant/SendInvoice", {
      headers: bearer(expertToken),
      data: { invoiceId: id },
    }),
    "SendInvoice",
  );
  return ((await sent.json()) as { number: string }).number;
}

/** The professional asks the taxpayer to accept a change of the price, with the reason. */
export async function askPriceChange(
  request: APIRequestContext,
  expertToken: string,
  quoteId: number,
  amountCents: number,
  reason: string,
): Promise<void> {
  await ok(
    await request.post("/api/Accountant/RequestPriceChange", {
      headers: bearer(expertToken),
      data: { quoteId, amountCents, reason },
    }),
    "RequestPriceChange",
  );
}

/**
 * The payments page's payouts card once it is active. The demo professional's payouts are set up
 * once per run's data folder, by whichever journey comes first: on its page through the test
 * onboarding, which this walks when the card still offers it.
 */
export async function payoutsActive(page: Page): Promise<void> {
  await page.goto("/expert/payments");
  const payouts = page.getByRole("region", { name: "Payouts" });
  const start = payouts.getByRole("button", { name: /^(Connect payouts|Finish setting up payouts)$/ });
  const active = payouts.getByText("Active", { exact: true });
  await expect(start.or(active)).toBeVisible();
  if (await active.isVisible()) return;
  await start.click();
  await expect(page.getByText("Test onboarding: no real bank account")).toBeVisible();
  await page.getByLabel("Name payouts are made to").fill("Demo Tax Practice");
  await page.getByRole("button", { name: "Finish setting up payouts" }).click();
  await expect(page).toHaveURL(/\/expert\/payments$/);
  await expect(
    page.getByRole("region", { name: "Payouts" }).getByText("Active", { exact: true }),
  ).toBeVisible();
}

/** Types a test card into the local test checkout (the fields are labelled as on any card form). */
export async function fillTestCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await page.getByLabel("Security code").fill("123");
}
