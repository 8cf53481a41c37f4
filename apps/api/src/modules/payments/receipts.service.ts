import type { PaymentStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { isJobParticipant, jobRecordsService } from "../tax-preparation";
import type { FileAnswer } from "./file-reply";
import { invoiceNumber, receiptNumber } from "./invoice-math";
import { invoicePaymentsRepository } from "./invoice-payments.repository";
import { namesOf } from "./invoice-view";
import { invoicesRepository } from "./invoices.repository";
import { paymentStatusText } from "./payment-status-text";
import type { PaymentsDeps } from "./payments.deps";
import { receiptPdf } from "./receipt-pdf";

const paymentNotFound = () => notFound(t("paymentLedger.paymentNotFound"));

/** A paid payment's receipt, for the job's taxpayer and its professional alone. */
export function createReceiptsService({ db }: Pick<PaymentsDeps, "db">) {
  return {
    async receipt(caller: Principal, paymentId: number): Promise<FileAnswer> {
      const row = await invoicePaymentsRepository.find(db, paymentId);
      const job = row === null ? null : await jobRecordsService.parties(db, row.quoteId);
      // Anyone but the job's two sides learns nothing, not even that the payment exists.
      if (row === null || job === null || !isJobParticipant(caller, job)) throw paymentNotFound();
      const number = receiptNumber(row.receiptSeq);
      if (row.status !== "paid" || number === null || row.paidAt === null)
        throw conflict(
          t("paymentLedger.receiptNotPaid", { status: paymentStatusText(row.status as PaymentStatus) }),
        );
      const [invoice, lines, refunds, names] = await Promise.all([
        invoicesRepository.find(db, row.invoiceId),
        invoicesRepository.linesOf(db, [row.invoiceId]),
        invoicePaymentsRepository.refundsOf(db, [row.id]),
        namesOf(db, [row.expertUserId, row.taxpayerUserId]),
      ]);
      if (invoice === null) throw paymentNotFound();
      const bytes = await receiptPdf({
        receiptNumber: number,
        paidAt: row.paidAt,
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
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
