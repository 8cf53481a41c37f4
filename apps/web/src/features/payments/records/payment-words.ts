import type { InvoicePayment, PaymentStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../../lib/format";

/** A payment's status tag: its words and its antd colour. */
export const paymentStatusTag: Record<PaymentStatus, { text: string; color: string }> = {
  open: { text: t("paymentPages.statusOpen"), color: "default" },
  processing: { text: t("paymentPages.statusProcessing"), color: "processing" },
  paid: { text: t("paymentPages.statusPaid"), color: "success" },
  failed: { text: t("paymentPages.statusFailed"), color: "error" },
  expired: { text: t("paymentPages.statusExpired"), color: "default" },
};

/** The day a payment was made, or tried when it did not go through. */
export const paymentDay = (payment: Pick<InvoicePayment, "paidAt" | "createdAt">): string =>
  dateText(payment.paidAt ?? payment.createdAt);
