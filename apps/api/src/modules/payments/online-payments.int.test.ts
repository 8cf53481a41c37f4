import type { InvoicePayment, JobBilling, PayoutAccount } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settleBilling } from "../../../test/billing";
import { bearer, createSignedInUser } from "../../../test/factories";
import { postAs, sentInvoice } from "../../../test/invoices";
import { startedJob } from "../../../test/marketplace";
import {
  billingOf,
  checkoutSession,
  connectPayouts,
  openCheckout,
  payInvoice,
  payWithCard,
} from "../../../test/payments";
import { createTestApp } from "../../../test/test-app";
import {
  auditEntries,
  billingEvents,
  invoicePayments,
  invoices,
  notifications,
  platformFee,
} from "../../db/schema";

const { app } = await createTestApp();
const { db } = app.services;

const paymentsOf = (invoiceId: number) =>
  db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const invoiceRow = async (invoiceId: number) =>
  (await db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];

describe("connecting payouts", () => {
  it("makes one account, resumes it on a second click, and is active once onboarding is done", async () => {
    const { expert } = await startedJob(app);
    const before = await app.inject({ url: "/api/Accountant/Payouts", headers: bearer(expert) });
    expect(before.json<PayoutAccount>()).toMatchObject({ provider: "local", status: "not-connected" });
    const [first, second] = await Promise.all([
      postAs(app, expert, "Accountant/ConnectPayouts", {}),
      postAs(app, expert, "Accountant/ConnectPayouts", {}),
    ]);
    const account = (url: string) => new URL(url, "http://x").searchParams.get("account");
    expect(account(first.json<{ url: string }>().url)).toBe(account(second.json<{ url: string }>().url));
    const pending = await app.inject({ url: "/api/Accountant/Payouts", headers: bearer(expert) });
    expect(pending.json<PayoutAccount>().status).toBe("pending");
    await connectPayouts(app, expert);
    const active = await app.inject({ url: "/api/Accountant/Payouts", headers: bearer(expert) });
    expect(active.json<PayoutAccount>()).toMatchObject({ status: "active", chargesEnabled: true });
    const [audited] = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, "payments.payouts-connected"), eq(auditEntries.subjectUserId, expert.id)),
      );
    expect(audited).toBeDefined();
  });

  it("is closed on a server without Stripe whose test pages are off (production)", async () => {
    const { app: closed } = await createTestApp({ LOCAL_CHECKOUT: "false" });
    const expert = await createSignedInUser(closed, 2);
    const refused = await postAs(closed, expert, "Accountant/ConnectPayouts", {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(t("payments.notSetUp"));
    const page = await postAs(closed, expert, "Payments/CompleteTestOnboarding", {
      account: "acct_local_x",
      businessName: "Test",
      routingNumber: "110000000",
      accountNumber: "000123456789",
    });
    expect(page.statusCode).toBe(404);
    await closed.close();
  });

  it("is the professional's alone", async () => {
    const taxpayer = await createSignedInUser(app, 1);
    expect((await postAs(app, taxpayer, "Accountant/ConnectPayouts", {})).statusCode).toBe(403);
    expect((await app.inject({ method: "POST", url: "/api/Accountant/ConnectPayouts" })).statusCode).toBe(
      401,
    );
  });
});

describe("paying an invoice", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app, "450");
  await connectPayouts(app, expert);

  it("pays the deposit with a test card: the invoice is partly paid, with a numbered receipt, and both sides are told", async () => {
    const invoice = await sentInvoice(app, expert, quoteId, 30_000, { depositCents: 10_000 });
    await payInvoice(app, taxpayer, invoice.id);
    const billing = await billingOf(app, taxpayer, quoteId);
    const payment = billing.payments.find((each) => each.invoiceId === invoice.id);
    expect(payment).toMatchObject({
      status: "paid",
      amountCents: 10_000,
      feeCents: 0,
      methodLabel: "Visa •••• 4242",
      receiptNumber: "RCT-0001",
    });
    expect(billing.invoices.find((each) => each.id === invoice.id)).toMatchObject({
      status: "partly-paid",
      paidCents: 10_000,
      dueCents: 20_000,
    });
    expect(billing.price.paidCents).toBe(10_000);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, expert.id))
      .orderBy(desc(notifications.id));
    expect(told[0]?.title).toMatch(/paid \$100\.00/);
    // The balance next, in full: the invoice is paid and the receipts run on.
    await payInvoice(app, taxpayer, invoice.id);
    const after = await billingOf(app, expert, quoteId);
    expect(after.invoices.find((each) => each.id === invoice.id)).toMatchObject({
      status: "paid",
      dueCents: 0,
    });
    expect(after.payments.map((each) => each.receiptNumber)).toEqual(["RCT-0002", "RCT-0001"]);
    const paidAgain = await openCheckout(app, taxpayer, invoice.id);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json<{ errorMessage: string }>().errorMessage).toMatch(/paid in full/);
  });

  it("opens one checkout for a double click, and ten payments of it at once charge once", async () => {
    const invoice = await sentInvoice(app, expert, quoteId, 5_000);
    const opened = await Promise.all(
      Array.from({ length: 10 }, () => openCheckout(app, taxpayer, invoice.id)),
    );
    const urls = new Set(opened.map((response) => response.json<{ url: string }>().url));
    expect(opened.every((response) => response.statusCode === 200)).toBe(true);
    expect(urls.size).toBe(1);
    const session = new URL([...urls][0] ?? "", "http://x").searchParams.get("session") ?? "";
    const paid = await Promise.all(Array.from({ length: 10 }, () => payWithCard(app, taxpayer, session)));
    expect(paid.every((response) => response.statusCode === 200)).toBe(true);
    await settleBilling(app);
    const rows = await paymentsOf(invoice.id);
    expect(rows.filter((row) => row.status === "paid")).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paidCents: 5_000 });
  });

  it("keeps the checkout open after a declined card, says why, and takes another card", async () => {
    const invoice = await sentInvoice(app, expert, quoteId, 2_500);
    const session = await checkoutSession(app, taxpayer, invoice.id);
    const declined = await payWithCard(app, taxpayer, session, "4000000000009995");
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ url: null, declineCode: "insufficient_funds" });
    await settleBilling(app);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "sent", paidCents: 0 });
    const [open] = await paymentsOf(invoice.id);
    expect(open).toMatchObject({ status: "open", failureCode: "insufficient_funds" });
    const ok = await payWithCard(app, taxpayer, session);
    expect(ok.json<{ url: string }>().url).toMatch(/tab=billing&payment=\d+$/);
    await settleBilling(app);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid" });
  });

  it("refuses another's invoice, a draft, a void one, and the professional", async () => {
    const stranger = await createSignedInUser(app, 1);
    const invoice = await sentInvoice(app, expert, quoteId, 1_000);
    const foreign = await openCheckout(app, stranger, invoice.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ errorMessage: string }>().errorMessage).toBe(t("payments.invoiceNotFound"));
    expect((await openCheckout(app, expert, invoice.id)).statusCode).toBe(403);
    const draft = await postAs(app, expert, "Accountant/CreateInvoice", {
      quoteId,
      lines: [{ description: "Draft", quantity: 1, unitCents: 100 }],
      dueDate: new Date(Date.now() + 86_400_000 * 5).toISOString().slice(0, 10),
    });
    expect((await openCheckout(app, taxpayer, draft.json<{ id: number }>().id)).statusCode).toBe(404);
    expect((await postAs(app, taxpayer, "Taxpayer/PayInvoice", { invoiceId: "x" })).statusCode).toBe(400);
  });

  it("ends the open checkout when the invoice is voided, so it can no longer be paid", async () => {
    const invoice = await sentInvoice(app, expert, quoteId, 1_500);
    const session = await checkoutSession(app, taxpayer, invoice.id);
    const voided = await postAs(app, expert, "Accountant/VoidInvoice", {
      invoiceId: invoice.id,
      reason: "Wrong amount",
    });
    expect(voided.statusCode).toBe(200);
    const late = await payWithCard(app, taxpayer, session);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    await settleBilling(app);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "void", paidCents: 0 });
    expect((await openCheckout(app, taxpayer, invoice.id)).statusCode).toBe(409);
  });

  it("keeps Taxlane's fee as set by the operator, rounded down to the cent", async () => {
    const now = app.services.clock.now();
    await db
      .insert(platformFee)
      .values({ id: 1, basisPoints: 250, updatedAt: now })
      .onConflictDoUpdate({
        target: platformFee.id,
        set: { basisPoints: 250 },
      });
    try {
      const invoice = await sentInvoice(app, expert, quoteId, 999);
      await payInvoice(app, taxpayer, invoice.id);
      const [row] = await paymentsOf(invoice.id);
      expect(row).toMatchObject({ status: "paid", amountCents: 999, feeCents: 24 });
    } finally {
      await db.update(platformFee).set({ basisPoints: 0 });
    }
  });

  it("refuses online payment while the professional has not connected payouts", async () => {
    const other = await startedJob(app);
    const invoice = await sentInvoice(app, other.expert, other.quoteId, 1_000);
    const refused = await openCheckout(app, other.taxpayer, invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(t("payments.payoutsNotReady"));
    expect((await billingOf(app, other.taxpayer, other.quoteId)).payOnline).toBe(false);
  });
});

describe("the provider's events", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app, "450");
  await connectPayouts(app, expert);

  it("are taken once: a replayed or late event changes nothing, and a bad signature is refused", async () => {
    const invoice = await sentInvoice(app, expert, quoteId, 4_000);
    await payInvoice(app, taxpayer, invoice.id);
    const events = await db.select().from(billingEvents).orderBy(desc(billingEvents.receivedAt));
    expect(events.every((event) => event.processedAt !== null)).toBe(true);
    // Every event about the payment processed again, in reverse order: the invoice stays paid once.
    for (const event of events.slice(0, 6)) {
      await db.update(billingEvents).set({ processedAt: null }).where(eq(billingEvents.id, event.id));
      await app.services.billing.webhooks.process(event.id);
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paidCents: 4_000 });
    expect((await paymentsOf(invoice.id)).filter((row) => row.status === "paid")).toHaveLength(1);
    const forged = await app.inject({
      method: "POST",
      url: "/api/Subscription/Webhook",
      headers: { "stripe-signature": "t=1,v1=00", "content-type": "application/json" },
      payload: JSON.stringify({ id: "evt_forged", type: "payment_intent.succeeded", data: { object: {} } }),
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe("refunds", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app, "450");
  await connectPayouts(app, expert);
  const invoice = await sentInvoice(app, expert, quoteId, 20_000);
  await payInvoice(app, taxpayer, invoice.id);
  const [paid] = await paymentsOf(invoice.id);
  const refund = (amountCents: number, reason = "Only the federal return was needed", user = expert) =>
    postAs(app, user, "Accountant/RefundPayment", { paymentId: paid?.id, amountCents, reason });

  it("refunds part with the reason, once for a double click, and tells the taxpayer", async () => {
    const [first, second] = await Promise.all([refund(5_000), refund(5_000)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    await settleBilling(app);
    const billing: JobBilling = await billingOf(app, taxpayer, quoteId);
    const payment = billing.payments.find((each) => each.id === paid?.id) as InvoicePayment;
    expect(payment.refundedCents).toBe(5_000);
    expect(payment.refunds).toHaveLength(1);
    expect(payment.refunds[0]).toMatchObject({
      amountCents: 5_000,
      status: "succeeded",
      byProfessional: true,
    });
    expect(billing.invoices.find((each) => each.id === invoice.id)?.refundedCents).toBe(5_000);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, taxpayer.id))
      .orderBy(desc(notifications.id));
    expect(told[0]?.title).toMatch(/refunded \$50\.00/);
  });

  it("refuses more than is left, bad amounts, and another's payment", async () => {
    const above = await refund(15_001);
    expect(above.statusCode).toBe(409);
    expect(above.json<{ errorMessage: string }>().errorMessage).toMatch(/at most \$150\.00/);
    expect((await refund(0)).statusCode).toBe(400);
    expect((await refund(10.5)).statusCode).toBe(400);
    expect((await refund(-100)).statusCode).toBe(400);
    const stranger = await createSignedInUser(app, 2);
    expect((await refund(100, "x", stranger)).statusCode).toBe(404);
    expect((await refund(100, "x", taxpayer)).statusCode).toBe(403);
  });

  it("refunds the rest in full", async () => {
    expect((await refund(15_000, "Work not done")).statusCode).toBe(200);
    await settleBilling(app);
    const [row] = await paymentsOf(invoice.id);
    expect(row).toMatchObject({ refundedCents: 20_000 });
    expect((await refund(1)).statusCode).toBe(409);
  });
});
