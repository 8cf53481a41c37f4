import type { Invoice, InvoiceStatus } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { invoiceNumber } from "./invoice-math";
import { type InvoiceRow, invoicesRepository } from "./invoices.repository";

/** A person's name as invoices show it. */
export async function namesOf(executor: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  const people = await peopleRecords.byIds(executor, userIds);
  return new Map(
    [...people].map(([id, person]) => [id, `${person.firstName} ${person.lastName}`.trim()] as const),
  );
}

/** Invoices as both sides' pages read them, with their lines and the two people's names, in the order given. */
export async function invoiceViews(executor: Executor, rows: readonly InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const [lines, names] = await Promise.all([
    invoicesRepository.linesOf(
      executor,
      rows.map((row) => row.id),
    ),
    namesOf(
      executor,
      rows.flatMap((row) => [row.expertUserId, row.taxpayerUserId]),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    quoteId: row.quoteId,
    number: invoiceNumber(row.numberSeq),
    status: row.status as InvoiceStatus,
    lines: lines
      .filter((line) => line.invoiceId === row.id)
      .map(({ description, quantity, unitCents, amountCents }) => ({
        description,
        quantity,
        unitCents,
        amountCents,
      })),
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    paidCents: row.paidCents,
    refundedCents: row.refundedCents,
    // A refund does not make the amount due again: what was paid and refunded is settled.
    dueCents: row.totalCents - row.paidCents,
    dueDate: row.dueDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    professionalName: names.get(row.expertUserId) ?? "",
    taxpayerName: names.get(row.taxpayerUserId) ?? "",
  }));
}

/** One invoice's view. */
export async function invoiceView(executor: Executor, row: InvoiceRow): Promise<Invoice> {
  const [view] = await invoiceViews(executor, [row]);
  if (!view) throw new Error(`invoice ${row.id} has no view`);
  return view;
}
