import { type AdminPayments, type AuditEntry, RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { sentInvoice } from "../../../test/invoices";
import { startedJob } from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { auditEntries, invoicePayments, invoices, paymentDisputes } from "../../db/schema";

// Totals and the fee are over everyone: a database of this file's own keeps them to its own rows.
const database = await ownDatabase();
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { database });
const { db, clock } = app.services;
const { get, post } = callsAs(app);
const hourMs = 60 * 60 * 1000;

/** A payment of the invoice, as the provider's events would have left it. */
async function payment(
  invoice: { id: number; quoteId: number },
  job: { expert: { id: number }; taxpayer: { id: number } },
  row: { amountCents: number; feeCents: number; status: string; hoursAgo: number } & Partial<
    typeof invoicePayments.$inferInsert
  >,
) {
  const at = new Date(clock.now().getTime() - row.hoursAgo * hourMs);
  const [inserted] = await db
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      quoteId: invoice.quoteId,
      expertUserId: job.expert.id,
      taxpayerUserId: job.taxpayer.id,
      provider: "local",
      accountId: `acct_local_${job.expert.id}`,
      idempotencyKey: `operator-test-${invoice.id}-${row.hoursAgo}`,
      createdAt: at,
      updatedAt: at,
      ...row,
    })
    .returning();
  if (!inserted) throw new Error("no payment");
  return inserted;
}

const paid = (invoiceId: number, paidCents: number, status: "partly-paid" | "paid") =>
  db.update(invoices).set({ paidCents, status }).where(eq(invoices.id, invoiceId));

describe("the operator's payments console", async () => {
  const operator = await createSignedInUser(app, RoleId.admin);
  const job = await startedJob(app, "900");
  const first = await sentInvoice(app, job.expert, job.quoteId, 30_000);
  const second = await sentInvoice(app, job.expert, job.quoteId, 10_000);
  const third = await sentInvoice(app, job.expert, job.quoteId, 5_000);
  // Partly paid, part of it refunded (and the fee on that part), its payment disputed.
  const disputed = await payment(first, job, {
    amountCents: 20_000,
    feeCents: 500,
    status: "paid",
    refundedCents: 2_000,
    feeRefundedCents: 50,
    hoursAgo: 4,
  });
  await paid(first.id, 20_000, "partly-paid");
  const failed = await payment(second, job, {
    amountCents: 10_000,
    feeCents: 250,
    status: "failed",
    hoursAgo: 3,
  });
  // Paid in full; its dispute was lost, so it is closed.
  const won = await payment(third, job, { amountCents: 5_000, feeCents: 125, status: "paid", hoursAgo: 2 });
  await paid(third.id, 5_000, "paid");
  // A checkout still open moved no money: not listed.
  await payment(second, job, { amountCents: 10_000, feeCents: 250, status: "open", hoursAgo: 1 });
  const now = clock.now();
  await db.insert(paymentDisputes).values([
    {
      paymentId: disputed.id,
      providerDisputeId: `dp_open_${disputed.id}`,
      amountCents: 20_000,
      reason: "fraudulent",
      status: "needs_response",
      createdAt: now,
      updatedAt: now,
    },
    {
      paymentId: won.id,
      providerDisputeId: `dp_lost_${won.id}`,
      amountCents: 5_000,
      reason: "product_not_received",
      status: "lost",
      createdAt: now,
      updatedAt: now,
    },
  ]);

  it("adds up what is due, paid, refunded and kept, lists the latest payments and the open disputes", async () => {
    const response = await get(operator, "/Admin/Payments");
    expect(response.statusCode).toBe(200);
    const read = response.json<AdminPayments>();
    expect(read.feeBasisPoints).toBe(0);
    expect(read.totals).toEqual({
      // 100.00 left on the first, all of the second; the third is paid.
      dueCents: 20_000,
      paidCents: 25_000,
      refundedCents: 2_000,
      feeCents: 575,
      netCents: 25_000 - 2_000 - 575,
    });
    expect(read.payments.map((each) => [each.id, each.status])).toEqual([
      [won.id, "paid"],
      [failed.id, "failed"],
      [disputed.id, "paid"],
    ]);
    expect(read.payments[0]).toMatchObject({ invoiceNumber: third.number, professionalName: "Test Person" });
    expect(read.disputed.map((each) => each.id)).toEqual([disputed.id]);
    expect(read.disputed[0]?.dispute).toMatchObject({ status: "needs_response", amountCents: 20_000 });
  });

  it("is the operator's alone", async () => {
    expect((await get(job.taxpayer, "/Admin/Payments")).statusCode).toBe(403);
    expect((await get(job.expert, "/Admin/Payments")).statusCode).toBe(403);
    expect((await post(job.expert, "/Admin/SavePaymentFee", { feeBasisPoints: 0 })).statusCode).toBe(403);
  });

  it("sets the fee from now on, audited with the fee before and after; refuses a fee out of range", async () => {
    const saved = await post(operator, "/Admin/SavePaymentFee", { feeBasisPoints: 250 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminPayments>()).toMatchObject({ feeBasisPoints: 250, totals: { paidCents: 25_000 } });
    expect((await post(operator, "/Admin/SavePaymentFee", { feeBasisPoints: 300 })).statusCode).toBe(200);
    const entries = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "payments.fee-changed"), eq(auditEntries.actorUserId, operator.id)))
      .orderBy(desc(auditEntries.id));
    expect(entries.map((entry) => entry.detail)).toEqual([
      { basisPointsBefore: 250, basisPoints: 300 },
      { basisPointsBefore: 0, basisPoints: 250 },
    ]);
    const log = await get(operator, "/Admin/AuditLog?action=payments.fee-changed");
    expect(log.json<AuditEntry[]>()[0]?.summary).toBe(
      t("audit.paymentsFeeChanged", { before: "2.50%", after: "3.00%" }),
    );

    for (const feeBasisPoints of [3001, -1, 2.5]) {
      const refused = await post(operator, "/Admin/SavePaymentFee", { feeBasisPoints });
      expect(refused.statusCode, String(feeBasisPoints)).toBe(400);
      expect(refused.json().errorMessage).toBe(t("paymentRules.feeInvalid"));
    }
    expect((await get(operator, "/Admin/Payments")).json<AdminPayments>().feeBasisPoints).toBe(300);
  });
});
