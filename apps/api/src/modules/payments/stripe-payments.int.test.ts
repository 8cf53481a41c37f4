import { afterAll, describe, expect, it } from "vitest";
import { type StripeCall, startFakeStripe } from "../../../test/fake-stripe";
import { workerDatabase } from "../../../test/test-app";
import { AppError } from "../../lib/app-error";
import { loadStripeClient } from "../billing";
import type { PaymentCheckoutInput } from "./providers/payments-provider";
import { createStripePaymentsProvider } from "./providers/stripe-payments-provider";

const fake = await startFakeStripe();
afterAll(() => fake.close());
const { db } = await workerDatabase();
const publicUrl = "https://taxlane.test";
const stripeClientKit = await loadStripeClient();
const { STRIPE_API_VERSION } = stripeClientKit;
const provider = createStripePaymentsProvider(
  { secretKey: "sk_test_taxlane", apiUrl: fake.url, publicUrl },
  stripeClientKit,
);
let people = 1000;
let payments = 0;

/** The calls the client made to `path` since `before` (an index into fake.calls). */
const callsTo = (before: number, method: string, path: string): StripeCall[] =>
  fake.calls.slice(before).filter((call) => call.method === method && call.path === path);

/** A professional's connected account, made through the provider. */
async function connectedAccount(): Promise<string> {
  const userId = ++people;
  return provider.createAccount(db, { userId, email: `pro${userId}@example.test` });
}

/** What a taxpayer's checkout of a $100.00 invoice, $5.00 of it Taxlane's fee, is opened with. */
function checkoutOf(accountId: string, fields: Partial<PaymentCheckoutInput> = {}): PaymentCheckoutInput {
  const paymentId = ++payments;
  return {
    paymentId,
    invoiceId: 70 + paymentId,
    quoteId: 900 + paymentId,
    accountId,
    amountCents: 10_000,
    feeCents: 500,
    description: "Invoice INV-0003 from Jane Smith, CPA",
    payerUserId: 42,
    payerEmail: "payer@example.test",
    idempotencyKey: `checkout-${paymentId}-1`,
    returnPath: `/jobs/${900 + paymentId}?tab=billing`,
    ...fields,
  };
}

/** A checkout opened and paid as the attempt says; answers its ids. */
async function paid(attempt: Parameters<typeof fake.connect.pay>[1]) {
  const input = checkoutOf(await connectedAccount());
  const { id } = await provider.createCheckout(db, input);
  return { input, sessionId: id, intentId: fake.connect.pay(id, attempt) };
}

describe("payments through Stripe Connect (its client against a fake server)", () => {
  it("makes one Express account per professional, asking for card, transfer and bank debit capabilities", async () => {
    const before = fake.calls.length;
    const userId = ++people;
    const owner = { userId, email: `pro${userId}@example.test` };
    const first = await provider.createAccount(db, owner);
    const again = await provider.createAccount(db, owner);
    expect(again).toBe(first);
    const calls = callsTo(before, "POST", "/v1/accounts");
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.idempotencyKey)).toEqual([`acct-${userId}`, `acct-${userId}`]);
    const params = calls[0]?.params;
    expect(params?.get("type")).toBe("express");
    expect(params?.get("email")).toBe(owner.email);
    expect(params?.get("capabilities[card_payments][requested]")).toBe("true");
    expect(params?.get("capabilities[transfers][requested]")).toBe("true");
    expect(params?.get("capabilities[us_bank_account_ach_payments][requested]")).toBe("true");
    expect(params?.get("metadata[userId]")).toBe(String(userId));
    expect(calls[0]?.version).toBe(STRIPE_API_VERSION);
    expect([...fake.connect.accounts.values()].filter((account) => account.id === first)).toHaveLength(1);
  });

  it("sends the professional to onboarding with a fresh link each time, back to the page they came from", async () => {
    const accountId = await connectedAccount();
    const before = fake.calls.length;
    const url = await provider.onboardingUrl(db, accountId, "/expert/payouts?step=2");
    const second = await provider.onboardingUrl(db, accountId, "/expert/payouts?step=2");
    expect(url).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/e/${accountId}/`));
    expect(second).not.toBe(url);
    const calls = callsTo(before, "POST", "/v1/account_links");
    expect(calls[0]?.params.get("account")).toBe(accountId);
    expect(calls[0]?.params.get("type")).toBe("account_onboarding");
    expect(calls[0]?.params.get("return_url")).toBe(`${publicUrl}/expert/payouts?step=2`);
    expect(calls[0]?.params.get("refresh_url")).toBe(`${publicUrl}/expert/payouts?step=2`);
    const keys = calls.map((call) => call.idempotencyKey);
    expect(keys.every((key) => key?.startsWith(`link-${accountId}-`))).toBe(true);
    expect(new Set(keys).size).toBe(2);
  });

  it("reads an account's state, and answers null for an account Stripe does not give access to", async () => {
    const accountId = await connectedAccount();
    expect(await provider.retrieveAccount(db, accountId)).toEqual({
      id: accountId,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
    Object.assign(fake.connect.accounts.get(accountId) ?? {}, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    expect(await provider.retrieveAccount(db, accountId)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(await provider.retrieveAccount(db, "acct_nobody")).toBeNull();
  });

  it("opens a destination charge's checkout with the fee, on behalf of the professional, once per key", async () => {
    const input = checkoutOf(await connectedAccount());
    const before = fake.calls.length;
    const opened = await provider.createCheckout(db, input);
    const repeated = await provider.createCheckout(db, input);
    expect(repeated).toEqual(opened);
    expect(opened.url).toBe(`https://checkout.stripe.test/c/pay/${opened.id}`);
    const mine = [...fake.checkoutSessions.values()].filter(
      (session) => (session.metadata as Record<string, string>).paymentId === String(input.paymentId),
    );
    expect(mine).toHaveLength(1);

    const calls = callsTo(before, "POST", "/v1/checkout/sessions");
    expect(calls.map((call) => call.idempotencyKey)).toEqual([input.idempotencyKey, input.idempotencyKey]);
    const params = calls[0]?.params ?? new URLSearchParams();
    expect(Object.fromEntries(params)).toMatchObject({
      mode: "payment",
      customer_email: "payer@example.test",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "us_bank_account",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "10000",
      "line_items[0][price_data][product_data][name]": input.description,
      "payment_intent_data[application_fee_amount]": "500",
      "payment_intent_data[transfer_data][destination]": input.accountId,
      "payment_intent_data[on_behalf_of]": input.accountId,
      "payment_intent_data[metadata][paymentId]": String(input.paymentId),
      "payment_intent_data[metadata][invoiceId]": String(input.invoiceId),
      "payment_intent_data[metadata][quoteId]": String(input.quoteId),
      "metadata[paymentId]": String(input.paymentId),
      "metadata[invoiceId]": String(input.invoiceId),
      "metadata[quoteId]": String(input.quoteId),
      success_url: `${publicUrl}${input.returnPath}&payment=${input.paymentId}`,
      cancel_url: `${publicUrl}${input.returnPath}`,
    });
    // Billing takes a checkout that names a person for a plan's.
    expect(params.has("client_reference_id")).toBe(false);
    expect([...params.keys()].some((key) => key.startsWith("payment_method_types"))).toBe(false);

    expect(await provider.retrieveCheckout(db, opened.id)).toEqual({
      id: opened.id,
      paymentId: input.paymentId,
      status: "open",
      paymentIntentId: null,
    });
    expect(await provider.retrieveCheckout(db, "cs_nobody")).toBeNull();
  });

  it("reads a card payment that went through: its amount, its card, nothing refunded or disputed", async () => {
    const { input, sessionId, intentId } = await paid({ method: "card", outcome: "succeeded" });
    expect(await provider.retrieveCheckout(db, sessionId)).toMatchObject({
      status: "complete",
      paymentIntentId: intentId,
    });
    const before = fake.calls.length;
    expect(await provider.retrievePayment(db, intentId)).toEqual({
      id: intentId,
      paymentId: input.paymentId,
      status: "succeeded",
      amountCents: 10_000,
      amountRefundedCents: 0,
      methodLabel: "Visa •••• 4242",
      failureCode: null,
      refunds: [],
      dispute: null,
    });
    const read = callsTo(before, "GET", `/v1/payment_intents/${intentId}`)[0];
    const expanded = [...(read?.params ?? [])].filter(([key]) => key.startsWith("expand"));
    expect(expanded.map(([, path]) => path).sort()).toEqual(["latest_charge", "latest_charge.refunds"]);
    expect(callsTo(before, "GET", "/v1/disputes")[0]?.params.get("payment_intent")).toBe(intentId);
    expect(await provider.retrievePayment(db, "pi_nobody")).toBeNull();
  });

  it("reads a declined card as a failure with its decline code, and the retry that went through", async () => {
    const { sessionId, intentId } = await paid({
      method: "card",
      outcome: "declined",
      declineCode: "insufficient_funds",
    });
    expect(await provider.retrievePayment(db, intentId)).toMatchObject({
      status: "failed",
      failureCode: "insufficient_funds",
      methodLabel: "Visa •••• 4242",
    });
    expect((await provider.retrieveCheckout(db, sessionId))?.status).toBe("open");

    // A refusal without a decline code (an expired card) is known by its code.
    const intent = fake.connect.paymentIntents.get(intentId);
    if (intent) intent.last_payment_error = { type: "card_error", code: "expired_card" };
    expect((await provider.retrievePayment(db, intentId))?.failureCode).toBe("expired_card");

    const retried = fake.connect.pay(sessionId, {
      method: "card",
      outcome: "succeeded",
      brand: "mastercard",
      last4: "4444",
    });
    expect(retried).toBe(intentId);
    expect(await provider.retrievePayment(db, intentId)).toMatchObject({
      status: "succeeded",
      failureCode: null,
      methodLabel: "Mastercard •••• 4444",
    });
  });

  it("reads a bank debit as processing, and a payment intent with no attempt as open", async () => {
    const { intentId } = await paid({ method: "us_bank_account", outcome: "processing" });
    expect(await provider.retrievePayment(db, intentId)).toMatchObject({
      status: "processing",
      methodLabel: "Bank account •••• 6789",
      failureCode: null,
    });
    const intent = fake.connect.paymentIntents.get(intentId);
    if (intent) Object.assign(intent, { status: "requires_payment_method", last_payment_error: null });
    expect((await provider.retrievePayment(db, intentId))?.status).toBe("open");
  });

  it("reads a bank debit returned for want of funds apart from a card declined for it", async () => {
    const { intentId } = await paid({ method: "us_bank_account", outcome: "processing" });
    // Days later the bank returns the debit: the intent goes back to wanting a payment method.
    Object.assign(fake.connect.paymentIntents.get(intentId) ?? {}, {
      status: "requires_payment_method",
      last_payment_error: { type: "invalid_request_error", code: "insufficient_funds" },
    });
    expect(await provider.retrievePayment(db, intentId)).toMatchObject({
      status: "failed",
      failureCode: "insufficient_funds_bank",
      methodLabel: "Bank account •••• 6789",
    });
  });

  it("expires an open checkout (its payment intent canceled), and leaves one already done as it is", async () => {
    const { sessionId, intentId } = await paid({ method: "card", outcome: "declined" });
    await provider.expireCheckout(db, sessionId);
    expect((await provider.retrieveCheckout(db, sessionId))?.status).toBe("expired");
    expect((await provider.retrievePayment(db, intentId))?.status).toBe("canceled");
    await expect(provider.expireCheckout(db, sessionId)).resolves.toBeUndefined();

    const done = await paid({ method: "card", outcome: "succeeded" });
    await expect(provider.expireCheckout(db, done.sessionId)).resolves.toBeUndefined();
    expect((await provider.retrieveCheckout(db, done.sessionId))?.status).toBe("complete");
  });

  it("refunds from the professional's account with the fee, once per key, never more than is left", async () => {
    const { intentId } = await paid({ method: "card", outcome: "succeeded" });
    const before = fake.calls.length;
    const input = { paymentIntentId: intentId, amountCents: 3_000, idempotencyKey: "refund-1-1" };
    const refund = await provider.refund(db, input);
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), amountCents: 3_000, status: "succeeded" });
    expect(await provider.refund(db, input)).toEqual(refund);
    const calls = callsTo(before, "POST", "/v1/refunds");
    expect(calls.map((call) => call.idempotencyKey)).toEqual(["refund-1-1", "refund-1-1"]);
    expect(Object.fromEntries(calls[0]?.params ?? [])).toEqual({
      payment_intent: intentId,
      amount: "3000",
      reverse_transfer: "true",
      refund_application_fee: "true",
    });
    expect(await provider.retrievePayment(db, intentId)).toMatchObject({
      status: "succeeded",
      amountRefundedCents: 3_000,
      refunds: [refund],
    });
    expect(await provider.paymentIntentOf(db, { id: refund.id, kind: "refund" })).toBe(intentId);

    const tooMuch = provider.refund(db, { ...input, amountCents: 7_001, idempotencyKey: "refund-1-2" });
    await expect(tooMuch).rejects.toBeInstanceOf(AppError);
    await expect(tooMuch).rejects.toMatchObject({ statusCode: 409 });
    expect((await provider.retrievePayment(db, intentId))?.amountRefundedCents).toBe(3_000);

    const bank = await paid({ method: "us_bank_account", outcome: "processing" });
    fake.connect.charges.forEach((charge) => {
      if (charge.payment_intent === bank.intentId) charge.status = "succeeded";
    });
    const pending = await provider.refund(db, {
      paymentIntentId: bank.intentId,
      amountCents: 10_000,
      idempotencyKey: "refund-2-1",
    });
    expect(pending.status).toBe("pending");
  });

  it("reads a dispute, and finds the payment intent a charge, refund or dispute belongs to", async () => {
    const { intentId } = await paid({ method: "card", outcome: "succeeded" });
    const disputeId = fake.connect.dispute(intentId, { reason: "product_not_received", amount: 10_000 });
    const payment = await provider.retrievePayment(db, intentId);
    expect(payment?.dispute).toEqual({
      id: disputeId,
      amountCents: 10_000,
      reason: "product_not_received",
      status: "needs_response",
      createdAt: expect.any(Date),
    });
    const chargeId = String(fake.connect.paymentIntents.get(intentId)?.latest_charge);
    expect(await provider.paymentIntentOf(db, { id: disputeId, kind: "dispute" })).toBe(intentId);
    expect(await provider.paymentIntentOf(db, { id: chargeId, kind: "charge" })).toBe(intentId);
    expect(await provider.paymentIntentOf(db, { id: intentId, kind: "payment_intent" })).toBe(intentId);
    expect(await provider.paymentIntentOf(db, { id: "ch_nobody", kind: "charge" })).toBeNull();
    expect(await provider.paymentIntentOf(db, { id: "acct_1", kind: "account" })).toBeNull();
  });
});
