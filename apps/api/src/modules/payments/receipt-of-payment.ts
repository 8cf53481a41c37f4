import type { Executor } from "../../db/client";
import type { FileAnswer } from "../../lib/file-reply";
import { invoiceNumber, receiptNumber } from "./invoice-math";
import { type InvoicePaymentRow, invoicePaymentsRepository } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { type InvoiceRow, invoicesRepository } from "./invoices.repository";
import { receiptPdf } from "./receipt-pdf";

/** A paid payment, numbered: what a receipt is made of. */
export interface PaidPayment {
  row: InvoicePaymentRow;
  /** "RCT-0003" */
  number: string;
  paidAt: Date;
}

/** The payment as its receipt reads it, when it is paid and numbered; null otherwise. */
export function paidPaymentOf(row: InvoicePaymentRow): PaidPayment | null {
  const number = receiptNumber(row.receiptSeq);
  if (row.status !== "paid" || number === null || row.paidAt === null) return null;
  return { row, number, paidAt: row.paidAt };
}

/**
 * The receipt PDF of a paid payment of `invoice`: the invoice's lines, the amount, the method and the
 * refunds that went through (the download call's and the return pack's).
 */
export async function receiptOfPayment(
  executor: Executor,
  { row, number, paidAt }: PaidPayment,
  invoice: InvoiceRow,
): Promise<FileAnswer> {
  const [lines, refunds, names] = await Promise.all([
    invoicesRepository.linesOf(executor, [invoice.id]),
    invoicePaymentsRepository.refundsOf(executor, [row.id]),
    namesOf(executor, [row.expertUserId, row.taxpayerUserId]),
  ]);
  const bytes = await receiptPdf({
    receiptNumber: number,
    paidAt,
    professionalName: names.get(row.expertUserId) ?? "",
    taxpayerName: names.get(row.taxpayerUserId) ?? "",
    invoiceNumber: invoiceNumber(invoice.numberSeq) ?? "",
    lines,
    invoiceTotalCents: invoice.totalCents,
    amountCents: row.amountCents,
    methodLabel: row.methodLabel,
    // Only the refunds that went through; the repository lists the newest first.
    refunds: refunds
      .filter((refund) => refund.status === "succeeded")
      .reverse()
      .map((refund) => ({
        at: refund.createdAt,
        amountCents: refund.amountCents,
        reason: refund.reason,
      })),
  });
  return { fileName: `receipt-${number}.pdf`, bytes: Buffer.from(bytes) };
}
