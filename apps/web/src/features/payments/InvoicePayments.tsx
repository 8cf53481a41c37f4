import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { useId } from "react";
import { dateText } from "../../lib/format";
import { centsText } from "./money";
import { ReceiptButton } from "./records/ReceiptButton";

function paymentLine(payment: InvoicePayment): string {
  const amount = centsText(payment.amountCents);
  switch (payment.status) {
    case "paid": {
      const paid = t("jobPaymentPages.paidLine", {
        amount,
        date: dateText(payment.paidAt ?? payment.createdAt),
      });
      return payment.methodLabel
        ? `${paid} ${t("jobPaymentPages.paidWith", { method: payment.methodLabel })}`
        : paid;
    }
    case "processing":
      return t("jobPaymentPages.processingLine", { amount, date: dateText(payment.createdAt) });
    default:
      return t("jobPaymentPages.failedLine", {
        amount,
        date: dateText(payment.createdAt),
        reason: payment.failure ?? "",
      });
  }
}

/** What was paid on one invoice, with each receipt, refund and dispute; nothing when none. */
export function InvoicePayments({ payments }: { payments: readonly InvoicePayment[] }) {
  const headingId = useId();
  if (payments.length === 0) return null;
  return (
    <section className="tl-billing__payments" aria-labelledby={headingId}>
      <h4 id={headingId} className="tl-billing__payments-title">
        {t("jobPaymentPages.paymentsTitle")}
      </h4>
      <ul className="tl-billing__payment-list">
        {payments.map((payment) => (
          <li key={payment.id} className="tl-billing__payment">
            <span>{paymentLine(payment)}</span>
            {payment.receiptNumber !== null && (
              <span className="tl-muted">
                {t("jobPaymentPages.receipt")} <ReceiptButton payment={payment} />
              </span>
            )}
            {payment.refunds.map((refund) => (
              <span key={refund.id} className="tl-muted">
                {t(
                  refund.status === "pending"
                    ? "jobPaymentPages.refundPending"
                    : "jobPaymentPages.refundLine",
                  {
                    amount: centsText(refund.amountCents),
                    date: dateText(refund.createdAt),
                    reason: refund.reason,
                  },
                )}
              </span>
            ))}
            {payment.dispute !== null && (
              <span className="tl-problem">
                {t("jobPaymentPages.disputedLine", {
                  amount: centsText(payment.dispute.amountCents),
                  status: payment.dispute.status.replaceAll("_", " "),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
