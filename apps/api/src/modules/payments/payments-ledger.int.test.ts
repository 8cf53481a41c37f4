import type { InvoicePayment, ProfessionalPayments, TaxpayerPayments } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, type TestUser } from "../../../test/factories";
import { anotherJobOf, sentInvoice } from "../../../test/invoices";
import { startedJob } from "../../../test/marketplace";
import { recordedPayment, recordedRefund } from "../../../test/recorded-payments";
import { createTestApp } from "../../../test/test-app";
import { invoicePayments, invoices, users } from "../../db/schema";

const { app } = await createTestApp();
const { db } = app.services;
const { get } = callsAs(app);

const at = (iso: string) => new Date(iso);

/**
 * One professional with two clients and one payment of each kind, dated in 2023 and 2024, and a
 * stranger's job with a payment of its own that neither side's lists may show.
 */
async function ledgerWorld() {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const second = await anotherJobOf(app, expert);
  const stranger = await startedJob(app);
  await db.update(users).set({ firstName: "=Sam", lastName: "Rivera" }).where(eq(users.id, taxpayer.id));

  const first = await sentInvoice(app, expert, quoteId, 30_000);
  const older = await sentInvoice(app, expert, quoteId, 10_000);
  const other = await sentInvoice(app, expert, second.quoteId, 15_000);
  const strangers = await sentInvoice(app, stranger.expert, stranger.quoteId, 20_000);
  for (const [invoice, sentAt] of [
    [first, "2024-02-20T10:00:00Z"],
    [older, "2023-05-01T10:00:00Z"],
    [other, "2024-02-25T10:00:00Z"],
  ] as const)
    await db
      .update(invoices)
      .set({ sentAt: at(sentAt) })
      .where(eq(invoices.id, invoice.id));

  const sides = (expertUser: TestUser, taxpayerUser: TestUser) => ({
    expertUserId: expertUser.id,
    taxpayerUserId: taxpayerUser.id,
  });
  const mine = sides(expert, taxpayer);
  const paid = await recordedPayment(app, first, mine, {
    amountCents: 10_000,
    feeCents: 300,
    feeRefundedCents: 60,
    receiptSeq: 1,
    createdAt: at("2024-03-01T09:00:00Z"),
    paidAt: at("2024-03-01T09:05:00Z"),
  });
  await recordedRefund(app, paid, {
    amountCents: 2_000,
    reason: "The state return was not needed.",
    createdAt: at("2024-03-10T12:00:00Z"),
  });
  await recordedRefund(app, paid, { amountCents: 500, status: "pending" });
  const failed = await recordedPayment(app, first, mine, {
    status: "failed",
    amountCents: 20_000,
    failureCode: "insufficient_funds",
    createdAt: at("2024-03-02T09:00:00Z"),
  });
  const open = await recordedPayment(app, first, mine, { status: "open", amountCents: 20_000 });
  const lastYear = await recordedPayment(app, older, mine, {
    amountCents: 4_000,
    feeCents: 120,
    receiptSeq: 3,
    createdAt: at("2023-06-01T09:00:00Z"),
    paidAt: at("2023-06-01T09:00:00Z"),
  });
  const expired = await recordedPayment(app, older, mine, { status: "expired", amountCents: 6_000 });
  const secondClients = await recordedPayment(app, other, sides(expert, second.taxpayer), {
    amountCents: 15_000,
    feeCents: 450,
    receiptSeq: 2,
    createdAt: at("2024-03-03T09:00:00Z"),
    paidAt: at("2024-03-03T09:00:00Z"),
  });
  const strangersPayment = await recordedPayment(app, strangers, sides(stranger.expert, stranger.taxpayer), {
    amountCents: 20_000,
    receiptSeq: 1,
  });
  return {
    expert,
    taxpayer,
    secondTaxpayer: second.taxpayer,
    stranger,
    payments: { paid, failed, open, lastYear, expired, secondClients, strangersPayment },
  };
}

const world = await ledgerWorld();
const { payments } = world;
const ids = (list: readonly InvoicePayment[]) => list.map((payment) => payment.id);

describe("the professional's payments page", () => {
  it("lists their own paid, failed and processing payments, newest first, with the totals", async () => {
    const response = await get(world.expert, "/Accountant/Payments");
    expect(response.statusCode).toBe(200);
    const page = response.json<ProfessionalPayments>();
    expect(ids(page.payments)).toEqual([
      payments.secondClients.id,
      payments.failed.id,
      payments.paid.id,
      payments.lastYear.id,
    ]);
    expect(page.totals).toEqual({
      // $300 − $100 paid, and $100 − $40 paid; the second client's invoice is paid in full.
      dueCents: 26_000,
      paidCents: 29_000,
      refundedCents: 2_000,
      // The fee kept: $3.00 less $0.60 given back, $4.50 and $1.20.
      feeCents: 810,
      netCents: 29_000 - 2_000 - 810,
    });
    expect(page.payments.find((payment) => payment.id === payments.paid.id)).toMatchObject({
      receiptNumber: "RCT-0001",
      refundedCents: 2_000,
      taxpayerName: "=Sam Rivera",
      methodLabel: "Visa •••• 4242",
    });
  });

  it("reads one year: the payments made in it and what the invoices sent in it await", async () => {
    const year2024 = (await get(world.expert, "/Accountant/Payments?year=2024")).json<ProfessionalPayments>();
    expect(ids(year2024.payments)).toEqual([payments.secondClients.id, payments.failed.id, payments.paid.id]);
    expect(year2024.totals).toEqual({
      dueCents: 20_000,
      paidCents: 25_000,
      refundedCents: 2_000,
      feeCents: 690,
      netCents: 22_310,
    });
    const year2023 = (await get(world.expert, "/Accountant/Payments?year=2023")).json<ProfessionalPayments>();
    expect(ids(year2023.payments)).toEqual([payments.lastYear.id]);
    expect(year2023.totals).toEqual({
      dueCents: 6_000,
      paidCents: 4_000,
      refundedCents: 0,
      feeCents: 120,
      netCents: 3_880,
    });
    const none = (await get(world.expert, "/Accountant/Payments?year=2019")).json<ProfessionalPayments>();
    expect(none).toEqual({
      totals: { dueCents: 0, paidCents: 0, refundedCents: 0, feeCents: 0, netCents: 0 },
      payments: [],
    });
  });

  it("never shows another professional's payments", async () => {
    const page = (await get(world.stranger.expert, "/Accountant/Payments")).json<ProfessionalPayments>();
    expect(ids(page.payments)).toEqual([payments.strangersPayment.id]);
    expect(page.totals.dueCents).toBe(0);
  });

  it("refuses a year that is not one, and is the professional's alone", async () => {
    const bad = await get(world.expert, "/Accountant/Payments?year=twenty");
    expect(bad.statusCode).toBe(400);
    expect((await get(world.taxpayer, "/Accountant/Payments")).statusCode).toBe(403);
    expect((await get(null, "/Accountant/Payments")).statusCode).toBe(401);
  });
});

describe("the payments CSV", () => {
  it("is a download named for the year, a line per payment, names guarded against formulas", async () => {
    const response = await get(world.expert, "/Accountant/PaymentsCsv?year=2024");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="taxlane-payments-2024\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toEqual([
      "Date paid,Receipt,Invoice,Client,Method,Amount,Taxlane fee,Refunded,Net,Status",
      expect.stringMatching(
        /^2024-03-03,RCT-0002,INV-\d{4},Test Person,Visa •••• 4242,150\.00,4\.50,0\.00,145\.50,paid$/,
      ),
      expect.stringMatching(/^,,INV-\d{4},'=Sam Rivera,,200\.00,0\.00,0\.00,0\.00,failed$/),
      expect.stringMatching(
        /^2024-03-01,RCT-0001,INV-\d{4},'=Sam Rivera,Visa •••• 4242,100\.00,2\.40,20\.00,77\.60,paid$/,
      ),
    ]);
  });

  it("holds every year when none is asked, and nothing of another professional's", async () => {
    const response = await get(world.expert, "/Accountant/PaymentsCsv");
    expect(response.headers["content-disposition"]).toMatch(/filename="taxlane-payments-all\.csv"/);
    expect(response.body.trimEnd().split("\r\n")).toHaveLength(5);
    const strangers = await get(world.stranger.expert, "/Accountant/PaymentsCsv");
    expect(strangers.body).not.toContain("Sam Rivera");
    expect(strangers.body.trimEnd().split("\r\n")).toHaveLength(2);
  });
});

describe("the taxpayer's billing history", () => {
  it("lists their own paid, failed and processing payments, newest first", async () => {
    const response = await get(world.taxpayer, "/Taxpayer/Payments");
    expect(response.statusCode).toBe(200);
    const history = response.json<TaxpayerPayments>();
    expect(ids(history.payments)).toEqual([payments.failed.id, payments.paid.id, payments.lastYear.id]);
    expect(history.payments[0]?.failure).toMatch(/insufficient funds/);
  });

  it("never shows another taxpayer's payments, even with the same professional", async () => {
    const history = (await get(world.secondTaxpayer, "/Taxpayer/Payments")).json<TaxpayerPayments>();
    expect(ids(history.payments)).toEqual([payments.secondClients.id]);
    const strangers = (await get(world.stranger.taxpayer, "/Taxpayer/Payments")).json<TaxpayerPayments>();
    expect(ids(strangers.payments)).toEqual([payments.strangersPayment.id]);
    expect((await get(world.expert, "/Taxpayer/Payments")).statusCode).toBe(403);
  });
});

describe("a receipt", () => {
  const receipt = (user: TestUser, paymentId: number) =>
    get(user, `/Payments/Receipt?paymentId=${paymentId}`);

  it("is a PDF for the job's taxpayer and its professional, named for its number", async () => {
    for (const user of [world.taxpayer, world.expert]) {
      const response = await receipt(user, payments.paid.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="receipt-RCT-0001\.pdf"/,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("is not found for anyone else, the job's other client and a payment that does not exist", async () => {
    for (const user of [world.stranger.expert, world.stranger.taxpayer, world.secondTaxpayer]) {
      const response = await receipt(user, payments.paid.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessage).toMatch(/could not find this payment/);
    }
    expect((await receipt(world.expert, 2_147_000_000)).statusCode).toBe(404);
  });

  it("is refused in words while a payment is not paid", async () => {
    for (const [payment, status] of [
      [payments.failed, "failed"],
      [payments.open, "open"],
      [payments.expired, "expired"],
    ] as const) {
      const response = await receipt(world.taxpayer, payment.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMessage).toBe(
        `This payment has no receipt: its status is ${status}. A receipt is ready once the payment goes through.`,
      );
    }
    // A payment the provider said is paid carries its number from then on.
    const [row] = await db.select().from(invoicePayments).where(eq(invoicePayments.id, payments.failed.id));
    expect(row?.receiptSeq).toBeNull();
  });
});
