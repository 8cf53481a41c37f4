import { randomUUID } from "node:crypto";
import type { Invoice } from "@taxlane/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { invoicePayments, invoices, paymentRefunds } from "../src/db/schema";

type PaymentRow = typeof invoicePayments.$inferSelect;

/**
 * A payment of a sent invoice as the provider's events would have left it (paid by default, with a
 * receipt number when paid); a paid one moves the invoice's paid amount and status as paying does.
 */
export async function recordedPayment(
  app: FastifyInstance,
  invoice: Pick<Invoice, "id" | "quoteId" | "totalCents">,
  people: { expertUserId: number; taxpayerUserId: number },
  change: Partial<typeof invoicePayments.$inferInsert> = {},
): Promise<PaymentRow> {
  const { db, clock } = app.services;
  const now = clock.now();
  const status = change.status ?? "paid";
  const amountCents = change.amountCents ?? 10_000;
  const paid = status === "paid";
  const [row] = await db
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      quoteId: invoice.quoteId,
      ...people,
      provider: "local",
      accountId: `acct_${randomUUID()}`,
      amountCents,
      feeCents: 0,
      status,
      idempotencyKey: randomUUID(),
      methodLabel: paid ? "Visa •••• 4242" : null,
      createdAt: now,
      updatedAt: now,
      paidAt: paid ? now : null,
      ...change,
    })
    .returning();
  if (!row) throw new Error("no payment inserted");
  if (paid) {
    const [current] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const paidCents = (current?.paidCents ?? 0) + amountCents;
    await db
      .update(invoices)
      .set({ paidCents, status: paidCents >= invoice.totalCents ? "paid" : "partly-paid" })
      .where(eq(invoices.id, invoice.id));
  }
  return row;
}

/** A refund of a payment that went through (or another status), as the provider's event left it. */
export async function recordedRefund(
  app: FastifyInstance,
  payment: PaymentRow,
  change: Partial<typeof paymentRefunds.$inferInsert> = {},
): Promise<void> {
  const { db, clock } = app.services;
  const amountCents = change.amountCents ?? 1_000;
  const status = change.status ?? "succeeded";
  await db.insert(paymentRefunds).values({
    paymentId: payment.id,
    amountCents,
    reason: "Part of the work was not needed.",
    status,
    idempotencyKey: randomUUID(),
    byUserId: payment.expertUserId,
    createdAt: clock.now(),
    updatedAt: clock.now(),
    ...change,
  });
  if (status === "succeeded")
    await db
      .update(invoicePayments)
      .set({ refundedCents: sql`${invoicePayments.refundedCents} + ${amountCents}` })
      .where(eq(invoicePayments.id, payment.id));
}
