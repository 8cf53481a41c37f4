import type { PaymentStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { FileAnswer } from "../../lib/file-reply";
import { isJobParticipant, jobRecords } from "../tax-preparation";
import { invoicePaymentsRepository } from "./invoice-payments.repository";
import { invoicesRepository } from "./invoices.repository";
import { paymentStatusText } from "./payment-status-text";
import type { PaymentsDeps } from "./payments.deps";
import { paidPaymentOf, receiptOfPayment } from "./receipt-of-payment";

const paymentNotFound = () => notFound(t("paymentLedger.paymentNotFound"));

/** A paid payment's receipt, for the job's taxpayer and its professional alone. */
export function createReceiptsService({ db }: Pick<PaymentsDeps, "db">) {
  return {
    async receipt(caller: Principal, paymentId: number): Promise<FileAnswer> {
      const row = await invoicePaymentsRepository.find(db, paymentId);
      const job = row === null ? null : await jobRecords.parties(db, row.quoteId);
      // Anyone but the job's two sides learns nothing, not even that the payment exists.
      if (row === null || job === null || !isJobParticipant(caller, job)) throw paymentNotFound();
      const paid = paidPaymentOf(row);
      if (paid === null)
        throw conflict(
          t("paymentLedger.receiptNotPaid", { status: paymentStatusText(row.status as PaymentStatus) }),
        );
      const invoice = await invoicesRepository.find(db, row.invoiceId);
      if (invoice === null) throw paymentNotFound();
      return receiptOfPayment(db, paid, invoice);
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
