import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { jobRecords } from "../tax-preparation";
import { formatCents, invoiceNumber, isPastDay } from "./invoice-math";
import { namesOf } from "./invoice-view";
import { billingLink, dayOf } from "./invoices.notices";
import { invoicesRepository } from "./invoices.repository";
import { payoutsRepository } from "./payouts.repository";
import {
  DEFAULT_INVOICE_REMINDER_DAYS,
  isOwing,
  unpaidInvoicesRepository,
} from "./unpaid-invoices.repository";

/** An invoice to remind its taxpayer of, and how often its professional reminds. */
export interface WaitingInvoice {
  invoiceId: number;
  quoteId: number;
  taxpayerUserId: number;
  sentAt: Date;
  everyDays: number;
}

/** How often the professional reminds now: their setting, or the default without one. */
async function everyDaysOf(executor: Executor, expertUserId: number): Promise<number> {
  return (
    (await payoutsRepository.settingsOf(executor, expertUserId))?.reminderEveryDays ??
    DEFAULT_INVOICE_REMINDER_DAYS
  );
}

/**
 * What the reminders engine reads of unpaid invoices: the ones to remind (a professional who chose
 * never is left out), and what a reminder says now, read again before each send.
 */
export const invoiceReminderRecords = {
  async waiting(executor: Executor): Promise<WaitingInvoice[]> {
    const rows = await unpaidInvoicesRepository.awaitingPayment(executor);
    return rows.flatMap(({ invoice, everyDays }) =>
      everyDays > 0
        ? [
            {
              invoiceId: invoice.id,
              quoteId: invoice.quoteId,
              taxpayerUserId: invoice.taxpayerUserId,
              sentAt: invoice.sentAt ?? invoice.createdAt,
              everyDays,
            },
          ]
        : [],
    );
  },

  /**
   * What a reminder of the invoice says now: which invoice, how much is left and by when; null once it
   * is paid or void, its job cancelled, or its professional stopped reminding.
   */
  async current(executor: Executor, invoiceId: number, now: Date) {
    const invoice = await invoicesRepository.find(executor, invoiceId);
    if (!invoice || !isOwing(invoice)) return null;
    if (await jobRecords.isCancelled(executor, invoice.quoteId)) return null;
    if ((await everyDaysOf(executor, invoice.expertUserId)) === 0) return null;
    const words = {
      professional: (await namesOf(executor, [invoice.expertUserId])).get(invoice.expertUserId) ?? "",
      number: invoiceNumber(invoice.numberSeq) ?? "",
      due: formatCents(invoice.totalCents - invoice.paidCents),
      date: dayOf(invoice.dueDate),
    };
    const description = isPastDay(invoice.dueDate, now)
      ? t("invoiceReminders.textPastDue", words)
      : t("invoiceReminders.text", words);
    const link = billingLink(invoice.quoteId);
    return {
      title: t("invoiceReminders.title", words),
      description,
      link,
      mailParagraphs: (appUrl: (path: string) => string) => [
        description,
        t("invoiceReminders.linkText", { url: appUrl(link) }),
      ],
    };
  },
};
