import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Tag } from "antd";
import { centsText } from "../money";
import type { PaymentField } from "./PaymentList";
import { paymentDay, paymentStatusTag } from "./payment-words";
import { ReceiptButton } from "./ReceiptButton";

const nowrap = (text: string) => <span className="tl-payment-list__nowrap">{text}</span>;

/** A payment's status, with why it failed when it did. */
function StatusCell({ payment }: { payment: InvoicePayment }) {
  const tag = paymentStatusTag[payment.status];
  return (
    <>
      <Tag color={tag.color}>{tag.text}</Tag>
      {payment.failure !== null && <span className="tl-payment-list__failure">{payment.failure}</span>}
    </>
  );
}

/** The facts both sides' lists show of a payment, as columns (and card lines). */
export const paymentFields = {
  date: {
    key: "date",
    title: t("paymentPages.columnDate"),
    render: (payment) => nowrap(paymentDay(payment)),
  },
  client: { key: "client", title: t("paymentPages.columnClient"), render: (payment) => payment.taxpayerName },
  professional: {
    key: "professional",
    title: t("paymentPages.columnProfessional"),
    render: (payment) => payment.professionalName,
  },
  invoice: {
    key: "invoice",
    title: t("paymentPages.columnInvoice"),
    render: (payment) => nowrap(payment.invoiceNumber),
  },
  receipt: {
    key: "receipt",
    title: t("paymentPages.columnReceipt"),
    render: (payment) => <ReceiptButton payment={payment} />,
  },
  method: {
    key: "method",
    title: t("paymentPages.columnMethod"),
    render: (payment) => payment.methodLabel ?? t("paymentPages.none"),
  },
  amount: {
    key: "amount",
    title: t("paymentPages.columnAmount"),
    numeric: true,
    render: (payment) => nowrap(centsText(payment.amountCents)),
  },
  fee: {
    key: "fee",
    title: t("paymentPages.columnFee"),
    numeric: true,
    render: (payment) => nowrap(centsText(payment.feeCents)),
  },
  refunded: {
    key: "refunded",
    title: t("paymentPages.columnRefunded"),
    numeric: true,
    render: (payment) => nowrap(centsText(payment.refundedCents)),
  },
  status: {
    key: "status",
    title: t("paymentPages.columnStatus"),
    render: (payment) => <StatusCell payment={payment} />,
  },
} as const satisfies Record<string, PaymentField>;

/** A payment card's heading on a phone: the amount and the day. */
export const paymentCardTitle = (payment: InvoicePayment): string =>
  `${centsText(payment.amountCents)} · ${paymentDay(payment)}`;
