import type { TestOnboarding, TestPaymentCheckout, TestPaymentResult } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../../test/factories";
import { localPaymentsOf, testBank } from "../../../test/local-payments";
import { createTestApp } from "../../../test/test-app";
import { localPaymentSessions } from "../../db/schema";

const { app } = await createTestApp();
const { db } = app.services;
const { provider, post, get, onboardedProfessional, openCheckout, payCard, payBank, eventsAbout } =
  localPaymentsOf(app);

const paidUrl = "/user/tax_preparation/5?tab=billing&payment=77";
const intentOf = async (session: string) =>
  (await db.transaction((tx) => provider.retrieveCheckout(tx, session)))?.paymentIntentId ?? "";
const paymentOf = async (session: string) => {
  const intent = await intentOf(session);
  return db.transaction((tx) => provider.retrievePayment(tx, intent));
};

describe("the local provider's test onboarding", () => {
  it("makes the professional's account take charges, and tells billing's intake", async () => {
    const professional = await createSignedInUser(app, 2);
    const accountId = await db.transaction((tx) =>
      provider.createAccount(tx, { userId: professional.id, email: professional.email }),
    );
    expect(accountId).toMatch(/^acct_local_[0-9a-f]+$/);
    const url = await db.transaction((tx) => provider.onboardingUrl(tx, accountId, "/expert/payments?x=1"));
    expect(url).toBe(`/payouts/test-onboarding?account=${accountId}&return=%2Fexpert%2Fpayments%3Fx%3D1`);
    expect(await db.transaction((tx) => provider.retrieveAccount(tx, accountId))).toEqual({
      id: accountId,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });

    const page = await get(professional, `TestOnboarding?account=${accountId}`);
    expect(page.json<TestOnboarding>()).toEqual({
      account: accountId,
      email: professional.email,
      detailsSubmitted: false,
    });
    const body = { account: accountId, businessName: "Dana Nguyen CPA", ...testBank };
    const realBank = await post(professional, "CompleteTestOnboarding", {
      ...body,
      accountNumber: "123456789",
    });
    expect(realBank.statusCode).toBe(400);
    expect(realBank.json()).toMatchObject({
      errorMessage: t("paymentTestPages.testPayoutAccountOnly"),
      errors: [{ field: "accountNumber" }],
    });
    const offSite = await post(professional, "CompleteTestOnboarding", {
      ...body,
      returnPath: "//evil.test",
    });
    expect(offSite.json().errorMessage).toBe(t("paymentTestPages.returnPathInvalid"));

    const done = await post(professional, "CompleteTestOnboarding", {
      ...body,
      returnPath: "/expert/payments?x=1",
    });
    expect(done.json()).toEqual({ url: "/expert/payments?x=1" });
    expect(await db.transaction((tx) => provider.retrieveAccount(tx, accountId))).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    expect(await eventsAbout(accountId)).toEqual(["account.updated"]);
    const again = await post(professional, "CompleteTestOnboarding", body);
    expect(again.json()).toEqual({ url: "/expert/payments" });
  });

  it("is the account's own professional's alone", async () => {
    const { accountId } = await onboardedProfessional();
    const other = await createSignedInUser(app, 2);
    const seen = await get(other, `TestOnboarding?account=${accountId}`);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().errorMessage).toBe(t("paymentTestPages.accountNotFound"));
    const completed = await post(other, "CompleteTestOnboarding", {
      account: accountId,
      businessName: "Someone else",
      ...testBank,
    });
    expect(completed.statusCode).toBe(404);
    const taxpayer = await createSignedInUser(app, 1);
    expect((await get(taxpayer, `TestOnboarding?account=${accountId}`)).statusCode).toBe(403);
  });
});

describe("the local provider's test checkout", async () => {
  const { accountId } = await onboardedProfessional();

  it("shows the payer what they pay, to whom, and takes a test card once", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    expect(session).toMatch(/^cs_local_/);
    const page = await get(payer, `TestCheckout?session=${session}`);
    expect(page.json<TestPaymentCheckout>()).toEqual({
      session,
      status: "open",
      amountCents: 12_550,
      description: "Invoice INV-0007 from Dana Nguyen",
      professionalName: "Dana Nguyen CPA",
      declineCode: null,
      returnUrl: "/user/tax_preparation/5?tab=billing",
    });

    const paid = await payCard(payer, session, "4242 4242 4242 4242");
    expect(paid.json<TestPaymentResult>()).toEqual({ url: paidUrl, declineCode: null });
    const intent = await intentOf(session);
    expect(intent).toMatch(/^pi_local_/);
    expect(await eventsAbout(intent)).toEqual(["payment_intent.succeeded"]);
    expect(await eventsAbout(session)).toEqual(["checkout.session.completed"]);
    expect(await paymentOf(session)).toMatchObject({
      id: intent,
      paymentId: 77,
      status: "succeeded",
      amountCents: 12_550,
      methodLabel: "Visa •••• 4242",
      failureCode: null,
      refunds: [],
      dispute: null,
    });
    expect((await get(payer, `TestCheckout?session=${session}`)).json().status).toBe("complete");
    // A second submit (back button, double click) answers the same page and charges nothing more.
    expect((await payCard(payer, session, "4242424242424242")).json()).toEqual({
      url: paidUrl,
      declineCode: null,
    });
    expect(await eventsAbout(intent)).toEqual(["payment_intent.succeeded"]);
  });

  it("opens one checkout for one idempotency key", async () => {
    const payer = await createSignedInUser(app, 1);
    const first = await openCheckout(payer, accountId, { idempotencyKey: `key-${payer.id}` });
    expect(await openCheckout(payer, accountId, { idempotencyKey: `key-${payer.id}` })).toBe(first);
  });

  it("keeps a declined card's checkout open, says why, and tells billing's intake", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    const declined = await payCard(payer, session, "4000 0000 0000 0002");
    expect(declined.json()).toEqual({ url: null, declineCode: "card_declined" });
    const intent = await intentOf(session);
    expect(await eventsAbout(intent)).toEqual(["payment_intent.payment_failed"]);
    expect(await paymentOf(session)).toMatchObject({ status: "failed", failureCode: "card_declined" });
    expect((await get(payer, `TestCheckout?session=${session}`)).json()).toMatchObject({
      status: "open",
      declineCode: "card_declined",
    });
    const funds = await payCard(payer, session, "4000000000009995");
    expect(funds.json()).toEqual({ url: null, declineCode: "insufficient_funds" });

    expect((await payCard(payer, session, "5555 5555 5555 4444")).json()).toEqual({
      url: paidUrl,
      declineCode: null,
    });
    expect(await paymentOf(session)).toMatchObject({
      status: "succeeded",
      failureCode: null,
      methodLabel: "Mastercard •••• 4444",
    });
  });

  it("takes only test cards with a future expiry, and the test bank account", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    const real = await payCard(payer, session, "4111 1111 1111 1112");
    expect(real.statusCode).toBe(400);
    expect(real.json()).toMatchObject({
      errorMessage: t("paymentTestPages.testCardsOnly"),
      errors: [{ field: "cardNumber" }],
    });
    const old = await payCard(payer, session, "4242424242424242", "01 / 20");
    expect(old.json()).toMatchObject({
      errors: [{ field: "expiry", message: t("paymentTestPages.cardExpired") }],
    });
    const bank = await payBank(payer, session, "000123456789", "021000021");
    expect(bank.json()).toMatchObject({
      errorMessage: t("paymentTestPages.testBankAccountsOnly"),
      errors: [{ field: "accountNumber" }],
    });
    expect(await eventsAbout(await intentOf(session))).toEqual([]);
  });

  it("debits the test bank account (processing, then succeeded), and refuses the closed one", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    expect((await payBank(payer, session, "000111111116")).json()).toEqual({
      url: null,
      declineCode: "account_closed",
    });
    expect((await payBank(payer, session, testBank.accountNumber)).json()).toEqual({
      url: paidUrl,
      declineCode: null,
    });
    expect(await eventsAbout(await intentOf(session))).toEqual([
      "payment_intent.payment_failed",
      "payment_intent.processing",
      "payment_intent.succeeded",
    ]);
    expect(await paymentOf(session)).toMatchObject({
      status: "succeeded",
      methodLabel: "Bank account •••• 6789",
    });
  });

  it("opens a dispute after Stripe's dispute card pays", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    expect((await payCard(payer, session, "4000000000000259")).json()).toEqual({
      url: paidUrl,
      declineCode: null,
    });
    const intent = await intentOf(session);
    const payment = await paymentOf(session);
    expect(payment).toMatchObject({
      status: "succeeded",
      dispute: { amountCents: 12_550, reason: "fraudulent", status: "needs_response" },
    });
    const disputeId = payment?.dispute?.id ?? "";
    expect(await eventsAbout(disputeId)).toEqual(["charge.dispute.created"]);
    expect(
      await db.transaction((tx) => provider.paymentIntentOf(tx, { id: disputeId, kind: "dispute" })),
    ).toBe(intent);
  });

  it("refuses a checkout that ended, and shows it ended", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    await db.transaction((tx) => provider.expireCheckout(tx, session));
    expect(await eventsAbout(session)).toEqual(["checkout.session.expired"]);
    const late = await payCard(payer, session, "4242424242424242");
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe(t("paymentTestPages.checkoutEnded"));
    expect((await get(payer, `TestCheckout?session=${session}`)).json().status).toBe("expired");
    expect(await paymentOf(session)).toMatchObject({ status: "canceled" });

    // One left open for a day has ended too, though nobody expired it.
    const stale = await openCheckout(payer, accountId);
    await db
      .update(localPaymentSessions)
      .set({ expiresAt: new Date(app.services.clock.now().getTime() - 1000) })
      .where(eq(localPaymentSessions.id, stale));
    expect((await payCard(payer, stale, "4242424242424242")).statusCode).toBe(409);
    expect((await db.transaction((tx) => provider.retrieveCheckout(tx, stale)))?.status).toBe("expired");
  });

  it("is the payer's own: another taxpayer's checkout is not found", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    const stranger = await createSignedInUser(app, 1);
    const seen = await get(stranger, `TestCheckout?session=${session}`);
    expect(seen.statusCode).toBe(404);
    expect(seen.json().errorMessage).toBe(t("paymentTestPages.checkoutNotFound"));
    expect((await payCard(stranger, session, "4242424242424242")).statusCode).toBe(404);
    expect(await eventsAbout(await intentOf(session))).toEqual([]);
  });

  it("charges once when one checkout is paid ten times at once", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payCard(payer, session, "4242424242424242")),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json<TestPaymentResult>().url))).toEqual(
      new Set([paidUrl]),
    );
    expect(await eventsAbout(await intentOf(session))).toEqual(["payment_intent.succeeded"]);
    expect(await eventsAbout(session)).toEqual(["checkout.session.completed"]);
  });
});

describe("refunds of the local provider", async () => {
  const { accountId } = await onboardedProfessional();

  it("refunds once per idempotency key, never more than was paid", async () => {
    const payer = await createSignedInUser(app, 1);
    const session = await openCheckout(payer, accountId);
    await payCard(payer, session, "4242424242424242");
    const paymentIntentId = await intentOf(session);
    const refund = (amountCents: number, idempotencyKey: string) =>
      db.transaction((tx) => provider.refund(tx, { paymentIntentId, amountCents, idempotencyKey }));

    const first = await refund(5_000, "refund-1");
    expect(first).toEqual({
      id: expect.stringMatching(/^re_local_/),
      amountCents: 5_000,
      status: "succeeded",
    });
    expect(await refund(5_000, "refund-1")).toEqual(first);
    await expect(refund(7_551, "refund-2")).rejects.toThrow(/7550 cents left/);
    expect(await refund(7_550, "refund-3")).toMatchObject({ amountCents: 7_550 });

    expect(await paymentOf(session)).toMatchObject({
      amountRefundedCents: 12_550,
      refunds: [
        { id: first.id, amountCents: 5_000, status: "succeeded" },
        { amountCents: 7_550, status: "succeeded" },
      ],
    });
    const charge = `ch_local_${paymentIntentId.slice("pi_local_".length)}`;
    expect(await eventsAbout(charge)).toEqual(["charge.refunded", "charge.refunded"]);
    for (const object of [
      { id: charge, kind: "charge" },
      { id: first.id, kind: "refund" },
      { id: session, kind: "checkout.session" },
    ]) {
      expect(await db.transaction((tx) => provider.paymentIntentOf(tx, object))).toBe(paymentIntentId);
    }
    expect(
      await db.transaction((tx) => provider.paymentIntentOf(tx, { id: "ch_local_ffff", kind: "charge" })),
    ).toBeNull();
  });
});

describe("a server with Stripe configured", async () => {
  const { app: withStripe } = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_taxlane",
    STRIPE_WEBHOOK_SECRET: "whsec_taxlane_test",
    STRIPE_API_URL: "http://127.0.0.1:9",
  });

  it("has no test checkout or onboarding, and says so", async () => {
    const taxpayer = await createSignedInUser(withStripe, 1);
    const answer = await withStripe.inject({
      url: "/api/Payments/TestCheckout?session=cs_local_abc",
      headers: bearer(taxpayer),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errorMessage).toBe(t("paymentTestPages.onlyWithoutStripe"));
  });
});
