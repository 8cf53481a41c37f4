import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { PackedJob, ReturnPackPart } from "../tax-preparation";
import { invoiceNumber } from "./invoice-math";
import { invoicePaymentsRepository } from "./invoice-payments.repository";
import { invoicesRepository } from "./invoices.repository";
import { paidPaymentOf, receiptOfPayment } from "./receipt-of-payment";
import { dayText } from "./receipt-pdf";

/**
 * What a filed job's return pack holds of its payments: the receipt of every payment made on its
 * invoices (a deposit's as well as the final one's), oldest first, each made when the PDF reaches it.
 */
export async function receiptsPackParts(executor: Executor, job: PackedJob): Promise<ReturnPackPart[]> {
  const invoices = await invoicesRepository.listForQuote(executor, job.quoteId, false);
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const payments = await invoicePaymentsRepository.listForInvoices(executor, [...byId.keys()]);
  // The list is newest first; the pack reads in the order things happened.
  return payments.reverse().flatMap((row): ReturnPackPart[] => {
    const paid = paidPaymentOf(row);
    const invoice = byId.get(row.invoiceId);
    if (paid === null || invoice === undefined) return [];
    return [
      {
        title: t("returnPack.receipt", {
          number: paid.number,
          invoice: invoiceNumber(invoice.numberSeq) ?? "",
          date: dayText(paid.paidAt),
        }),
        made: async () => (await receiptOfPayment(executor, paid, invoice)).bytes,
      },
    ];
  });
}
