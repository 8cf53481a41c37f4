import type { InvoicePayment } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { centsText, dollarsInput, parseDollars } from "../money";

/** The refund dialog's fields as typed. */
export interface RefundDraft {
  amount: string;
  reason: string;
}

type PaymentMoney = Pick<InvoicePayment, "status" | "amountCents" | "refundedCents">;

/** What of a payment is not refunded yet, in cents. */
export const refundableCents = (payment: PaymentMoney): number =>
  Math.max(payment.amountCents - payment.refundedCents, 0);

/** Whether a payment can be refunded from the page: paid, and not all of it refunded. */
export const isRefundable = (payment: PaymentMoney): boolean =>
  payment.status === "paid" && refundableCents(payment) > 0;

/** The dialog's starting values: all that is left to refund, and no reason yet. */
export const refundDraftOf = (payment: PaymentMoney): RefundDraft => ({
  amount: dollarsInput(refundableCents(payment)),
  reason: "",
});

/** Why the typed amount cannot be refunded (not an amount, or more than is left); null when it can. */
export function refundAmountProblem(typed: string, restCents: number): string | null {
  const parsed = parseDollars(typed);
  if (!parsed.ok) return parsed.problem;
  if (parsed.cents > restCents) return t("paymentPages.refundAboveRest", { rest: centsText(restCents) });
  return null;
}
