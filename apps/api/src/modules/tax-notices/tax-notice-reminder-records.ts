import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { jobRecords, professionalToTell } from "../tax-preparation";
import { dayWords, kindWords, namesOf } from "./tax-notice-view";
import { taxNoticesRepository } from "./tax-notices.repository";

/** A letter not yet answered, as the reminders engine schedules its reminders. */
export interface OpenTaxNotice {
  noticeId: number;
  quoteId: number;
  taxpayerUserId: number;
  /** Who on the professional's side is reminded: the member working the job (`professionalToTell`). */
  professionalUserId: number;
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
    const found: OpenTaxNotice[] = [];
    for (const row of await taxNoticesRepository.openFrom(executor, fromDay)) {
      const job = await jobRecords.parties(executor, row.quoteId);
      if (!job) continue;
      found.push({
        noticeId: row.id,
        quoteId: row.quoteId,
        taxpayerUserId: row.taxpayerUserId,
        professionalUserId: professionalToTell(job),
        deadline: row.deadline,
        uploadedAt: row.createdAt,
      });
    }
    return found;
  },

  /**
   * Whether a letter's reminder is still for its recipient: the taxpayer, or the member working the
   * job now (a member an owner moved it away from is not reminded any more).
   */
  async stillFor(executor: Executor, noticeId: number, recipientUserId: number): Promise<boolean> {
    const row = await taxNoticesRepository.find(executor, noticeId);
    if (!row || row.taxpayerUserId === recipientUserId) return true;
    const job = await jobRecords.parties(executor, row.quoteId);
    return !job || professionalToTell(job) === recipientUserId;
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
    const isExpert = recipientUserId !== row.taxpayerUserId;
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
