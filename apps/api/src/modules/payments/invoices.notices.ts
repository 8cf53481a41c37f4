import { t } from "@taxlane/contract/i18n";
import { dayIn } from "../../lib/spoken-dates";
import type { NotificationDraft } from "../notifications";
import { formatCents, invoiceNumber } from "./invoice-math";
import type { InvoiceRow } from "./invoices.repository";

/** A calendar day ("2026-12-15") as mails say it in the language being spoken: December 15, 2026. */
export const dayOf = (isoDay: string) => dayIn(new Date(`${isoDay}T00:00:00Z`));

/** Where the taxpayer reads the job's invoices. */
export const billingLink = (quoteId: number) => `user/tax_preparation/${quoteId}?tab=billing`;

/**
 * What the taxpayer is told of a sent invoice: in the app, and by mail with the amounts and dates
 * (one message: the notification's own mail carries the invoice's details, so nobody gets two).
 */
export function invoiceSentNotice(invoice: InvoiceRow, professional: string): NotificationDraft {
  const number = invoiceNumber(invoice.numberSeq) ?? "";
  // Composed when called: the outbox calls it in the taxpayer's language.
  const sent = () =>
    t("invoices.sentText", {
      professional,
      number,
      total: formatCents(invoice.totalCents),
      date: dayOf(invoice.dueDate),
    });
  const deposit = invoice.depositCents;
  return {
    userId: invoice.taxpayerUserId,
    title: () => t("invoices.sentTitle", { number, professional }),
    description: sent,
    link: billingLink(invoice.quoteId),
    mailParagraphs: (appUrl) => [
      sent(),
      ...(deposit === null
        ? []
        : [
            t("invoices.sentDepositText", {
              deposit: formatCents(deposit),
              rest: formatCents(invoice.totalCents - deposit),
            }),
          ]),
      ...(invoice.notes ? [t("invoices.sentNotesText", { notes: invoice.notes })] : []),
      t("invoices.sentLinkText", { url: appUrl(billingLink(invoice.quoteId)) }),
    ],
  };
}

/** What the taxpayer is told when an invoice they had is voided, with the professional's reason. */
export function invoiceVoidedNotice(
  invoice: InvoiceRow,
  professional: string,
  reason: string,
): NotificationDraft {
  const number = invoiceNumber(invoice.numberSeq) ?? "";
  return {
    userId: invoice.taxpayerUserId,
    title: () => t("invoices.voidedTitle", { number, professional }),
    description: () =>
      t("invoices.voidedText", {
        professional,
        number,
        total: formatCents(invoice.totalCents),
        reason,
      }),
    link: billingLink(invoice.quoteId),
  };
}
