import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { jobRecords } from "../tax-preparation";
import { dayWords, kindWords, namesOf } from "./tax-notice-view";
import { taxNoticesRepository } from "./tax-notices.repository";

/** A letter not yet answered, as the reminders engine schedules its reminders. */
export interface OpenTaxNotice {
  noticeId: number;
  quoteId: number;
  taxpayerUserId: number;
  expertUserId: number;
  /** The respond-by day printed on the letter (YYYY-MM-DD). */
  deadline: string;
  uploadedAt: Date;
}

/**
 * What the reminders engine reads of letters: the ones not answered whose deadline is still ahead,
 * and what a reminder says now, read again before each send (null once the letter is answered, its
 * deadline passed or its job cancelled).
 */
export const taxNoticeReminderRecords = {
  async open(executor: Executor, fromDay: string): Promise<OpenTaxNotice[]> {
    return (await taxNoticesRepository.openFrom(executor, fromDay)).map((row) => ({
      noticeId: row.id,
      quoteId: row.quoteId,
      taxpayerUserId: row.taxpayerUserId,
      expertUserId: row.expertUserId,
      deadline: row.deadline,
      uploadedAt: row.createdAt,
    }));
  },

  async current(
    executor: Executor,
    noticeId: number,
    recipientUserId: number,
    daysBefore: number,
    today: string,
  ) {
    const row = await taxNoticesRepository.find(executor, noticeId);
    if (row?.status !== "open" || row.deadline < today) return null;
    if (await jobRecords.isCancelled(executor, row.quoteId)) return null;
    const isExpert = recipientUserId === row.expertUserId;
    const words = {
      kind: kindWords(row),
      days: daysBefore,
      deadline: dayWords(row.deadline),
      client: (await namesOf(executor, [row.taxpayerUserId], t("taxNotices.someClient")))(row.taxpayerUserId),
    };
    return {
      title: t("taxNotices.reminderTitle", words),
      description: t(isExpert ? "taxNotices.reminderExpertText" : "taxNotices.reminderTaxpayerText", words),
      link: `${isExpert ? "expert" : "user"}/tax_preparation/${row.quoteId}?tab=letters`,
    };
  },
};
