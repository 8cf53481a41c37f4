import type { JobBilling } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert } from "antd";
import { centsText } from "./money";

/**
 * Back from the provider's checkout (`?payment=<id>`): whether the payment went through. Its event
 * may still be on the way, so until it shows the tab says it is being confirmed (and reads the billing
 * again meanwhile; see `JobBillingLoader`), and after a while that nothing was charged twice.
 */
export function PaymentReturnAlert({
  billing,
  paymentId,
  waitedLong,
  professionalName,
}: {
  billing: JobBilling;
  paymentId: number;
  waitedLong: boolean;
  professionalName: string;
}) {
  const payment = billing.payments.find((each) => each.id === paymentId);
  if (!payment) {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t(waitedLong ? "jobPaymentPages.returnSlow" : "jobPaymentPages.returnConfirming")}
      />
    );
  }
  const amount = centsText(payment.amountCents);
  if (payment.status === "paid") {
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t("jobPaymentPages.returnPaid", { amount })}
        description={t("jobPaymentPages.returnPaidText", {
          number: payment.receiptNumber ?? "",
          name: professionalName,
        })}
      />
    );
  }
  if (payment.status === "processing") {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={t("jobPaymentPages.returnProcessing", { amount })}
        description={t("jobPaymentPages.returnProcessingText")}
      />
    );
  }
  return <Alert type="error" showIcon role="alert" title={payment.failure ?? ""} />;
}
