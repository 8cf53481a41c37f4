import type { PaymentStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";

const statusWords = {
  open: "paymentLedger.statusOpen",
  processing: "paymentLedger.statusProcessing",
  paid: "paymentLedger.statusPaid",
  failed: "paymentLedger.statusFailed",
  expired: "paymentLedger.statusExpired",
} as const satisfies Record<PaymentStatus, string>;

/** The words of a payment's status ("paid", "failed"…). */
export const paymentStatusText = (status: PaymentStatus): string => t(statusWords[status]);
