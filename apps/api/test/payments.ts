import type { JobBilling } from "@taxlane/contract";
import type { FastifyInstance } from "fastify";
import { settleBilling } from "./billing";
import { bearer, type TestUser } from "./factories";
import { postAs } from "./invoices";

/** A query parameter of an address the API answered (`/pay/test-checkout?session=…`). */
export const paramOf = (url: string, name: string) =>
  new URL(url, "http://taxlane.test").searchParams.get(name) ?? "";

/** Stripe's test bank account that pays (routing and account number). */
export const testBank = { routingNumber: "110000000", accountNumber: "000123456789" };

/** Connects the professional's payouts through the local provider's test onboarding. */
export async function connectPayouts(app: FastifyInstance, expert: TestUser): Promise<void> {
  const started = await postAs(app, expert, "Accountant/ConnectPayouts", {});
  if (started.statusCode !== 200) throw new Error(`ConnectPayouts: ${started.body}`);
  const account = paramOf(started.json<{ url: string }>().url, "account");
  const done = await postAs(app, expert, "Payments/CompleteTestOnboarding", {
    account,
    businessName: "Test Person CPA",
    ...testBank,
  });
  if (done.statusCode !== 200) throw new Error(`CompleteTestOnboarding: ${done.body}`);
  await settleBilling(app);
}

/** POST /Taxpayer/PayInvoice as `taxpayer`. */
export const openCheckout = (app: FastifyInstance, taxpayer: TestUser, invoiceId: number, part?: string) =>
  postAs(app, taxpayer, "Taxpayer/PayInvoice", { invoiceId, ...(part ? { part } : {}) });

/** The session of the checkout the taxpayer opened for the invoice; throws when refused. */
export async function checkoutSession(
  app: FastifyInstance,
  taxpayer: TestUser,
  invoiceId: number,
  part?: string,
): Promise<string> {
  const response = await openCheckout(app, taxpayer, invoiceId, part);
  if (response.statusCode !== 200) throw new Error(`PayInvoice: ${response.body}`);
  return paramOf(response.json<{ url: string }>().url, "session");
}

/** Pays a local test checkout with a test card (no settling: see `settleBilling`). */
export const payWithCard = (
  app: FastifyInstance,
  taxpayer: TestUser,
  session: string,
  cardNumber = "4242424242424242",
) =>
  postAs(app, taxpayer, "Payments/PayTestCheckout", {
    method: "card",
    session,
    cardNumber,
    expiry: "12 / 34",
    cvc: "123",
  });

/** Opens the invoice's checkout, pays it with `card` and lets the provider's events be applied. */
export async function payInvoice(
  app: FastifyInstance,
  taxpayer: TestUser,
  invoiceId: number,
  part?: string,
  card?: string,
): Promise<void> {
  const session = await checkoutSession(app, taxpayer, invoiceId, part);
  const paid = await payWithCard(app, taxpayer, session, card);
  if (paid.statusCode !== 200) throw new Error(`PayTestCheckout: ${paid.body}`);
  await settleBilling(app);
}

/** The job's billing as `user` reads it. */
export async function billingOf(app: FastifyInstance, user: TestUser, quoteId: number): Promise<JobBilling> {
  const response = await app.inject({
    url: `/api/TaxPreparation/Billing?quoteId=${quoteId}`,
    headers: bearer(user),
  });
  if (response.statusCode !== 200) throw new Error(`Billing: ${response.body}`);
  return response.json<JobBilling>();
}
