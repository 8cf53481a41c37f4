import type { Invoice, InvoiceStatus, JobPrice, PriceChange, PriceChangeStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateText } from "../../lib/format";
import { intlLocale } from "../../lib/language";
import { centsText } from "./money";

/** An invoice's status tag: its words and its antd colour. */
export const invoiceStatusTag: Record<InvoiceStatus, { text: string; color: string }> = {
  draft: { text: t("jobBillingPages.statusDraft"), color: "default" },
  sent: { text: t("jobBillingPages.statusSent"), color: "processing" },
  "partly-paid": { text: t("jobBillingPages.statusPartlyPaid"), color: "warning" },
  paid: { text: t("jobBillingPages.statusPaid"), color: "success" },
  void: { text: t("jobBillingPages.statusVoid"), color: "default" },
};

const calendarDay = new Intl.DateTimeFormat(intlLocale(), {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "Mar 15, 2026" for a due date ("2026-03-15"). A date without a time is read as UTC midnight, so it
 * is shown in UTC too: otherwise anyone west of Greenwich would see the day before.
 */
export function dayText(isoDate: string): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : calendarDay.format(time);
}

/** "Invoice INV-0007", or "Draft invoice" before it is numbered. */
export function invoiceTitle(invoice: Pick<Invoice, "number">): string {
  return invoice.number === null
    ? t("jobBillingPages.draftInvoice")
    : t("jobBillingPages.invoiceNumbered", { number: invoice.number });
}

/** The sentence that says where the invoice stands, by its dates. */
export function invoiceDates(invoice: Invoice): string {
  const on = (value: string | null) => dateText(value ?? invoice.createdAt);
  switch (invoice.status) {
    case "draft":
      return t("jobBillingPages.draftStarted", { date: dateText(invoice.createdAt) });
    case "paid":
      return t("jobBillingPages.paidOn", { date: on(invoice.paidAt) });
    case "void":
      return t("jobBillingPages.voidOn", { date: on(invoice.voidedAt), reason: invoice.voidReason ?? "" });
    default:
      return t("jobBillingPages.sentOn", { date: on(invoice.sentAt) });
  }
}

/**
 * "Agreed price $1,275.00 (quote $1,200.00 + $75.00 accepted change)": how the agreed price came
 * about, in the words a person uses.
 */
export function agreedPriceSentence(price: JobPrice, acceptedCount: number): string {
  if (price.acceptedChangesCents === 0) {
    return t("jobBillingPages.agreedSentence", { agreed: centsText(price.agreedCents) });
  }
  return t("jobBillingPages.agreedWithChanges", {
    agreed: centsText(price.agreedCents),
    quoted: centsText(price.quotedCents),
    sign: price.acceptedChangesCents < 0 ? "−" : "+",
    changes: centsText(Math.abs(price.acceptedChangesCents)),
    count: Math.max(acceptedCount, 1),
  });
}

/** A price change's status tag. */
export const changeStatusTag: Record<PriceChangeStatus, { text: string; color: string }> = {
  pending: { text: t("jobBillingPages.statusChangePending"), color: "processing" },
  accepted: { text: t("jobBillingPages.statusChangeAccepted"), color: "success" },
  declined: { text: t("jobBillingPages.statusChangeDeclined"), color: "error" },
  withdrawn: { text: t("jobBillingPages.statusChangeWithdrawn"), color: "default" },
};

/** Where a price change stands, with the date it got there. */
export function changeDates(change: PriceChange): string {
  const decided = dateText(change.decidedAt ?? change.createdAt);
  switch (change.status) {
    case "pending":
      return t("jobBillingPages.changePending", { date: dateText(change.createdAt) });
    case "accepted":
      return t("jobBillingPages.changeAccepted", { date: decided });
    case "declined":
      return t("jobBillingPages.changeDeclined", { date: decided });
    case "withdrawn":
      return t("jobBillingPages.changeWithdrawn", { date: decided });
  }
}
