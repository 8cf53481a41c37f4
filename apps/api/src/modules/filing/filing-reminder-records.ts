import { formatCents, type UncorrectedRejection } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { peopleRecords } from "../identity";
import { jobRecords, professionalToTell } from "../tax-preparation";
import { filingRepository } from "./filing.repository";
import { dayText, jurisdictionName } from "./filing-view";

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** A rejection is reminded to its professional every 8 hours… */
export const REJECTION_REMINDER_EVERY_MS = 8 * hourMs;
/** …until it is corrected or 24 hours pass; then the operator console lists it. */
export const REJECTION_CORRECTION_WINDOW_MS = 24 * hourMs;
/** An amount due is reminded 7 days and 1 day before its due day. */
export const TAX_DUE_REMINDER_DAYS = [7, 1] as const;

/** A reminder the engine stores: whom, about what, and when. */
interface DueReminder {
  subjectId: string;
  recipientUserId: number;
  dueAt: Date;
}

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();

/**
 * What the reminders engine reads of filings: the professional's reminders of a rejection left
 * uncorrected (to the member working the job, `professionalToTell`), the taxpayer's of an amount due, and what each says now (null once it no longer holds).
 */
export const filingReminderRecords = {
  /**
   * The reminders at 8 and 16 hours of each rejection younger than 24 hours; one whose next is already
   * past is left out, so an engine that ran late sends the latest once rather than both at once.
   */
  async rejectionReminders(db: Executor, now: Date): Promise<DueReminder[]> {
    const rows = await filingRepository.uncorrectedSince(
      db,
      new Date(now.getTime() - REJECTION_CORRECTION_WINDOW_MS),
    );
    const found: DueReminder[] = [];
    for (const row of rows) {
      const job = await jobRecords.parties(db, row.quoteId);
      if (!job || !row.answerRecordedAt) continue;
      const rejectedAt = row.answerRecordedAt.getTime();
      for (
        let at = rejectedAt + REJECTION_REMINDER_EVERY_MS;
        at < rejectedAt + REJECTION_CORRECTION_WINDOW_MS;
        at += REJECTION_REMINDER_EVERY_MS
      ) {
        if (at + REJECTION_REMINDER_EVERY_MS <= now.getTime()) continue;
        found.push({
          subjectId: `${row.id}:${at - rejectedAt}`,
          recipientUserId: professionalToTell(job),
          dueAt: new Date(at),
        });
      }
    }
    return found;
  },

  /** Whether a rejection's reminder is still for the member working the job (one moved off it is not). */
  async rejectionStillFor(db: Executor, subjectId: string, recipientUserId: number): Promise<boolean> {
    const filing = await filingRepository.find(db, Number(subjectId.split(":")[0]));
    const job = filing ? await jobRecords.parties(db, filing.quoteId) : null;
    // A filing or job no longer there is answered by `rejectionMessage`.
    return !job || professionalToTell(job) === recipientUserId;
  },

  /** What a rejection's reminder says now; null once corrected, or 24 hours after the rejection. */
  async rejectionMessage(db: Executor, subjectId: string, now: Date) {
    const filing = await filingRepository.find(db, Number(subjectId.split(":")[0]));
    if (filing?.accepted !== false || !filing.answerRecordedAt || !filing.rejectCode) return null;
    if (now.getTime() >= filing.answerRecordedAt.getTime() + REJECTION_CORRECTION_WINDOW_MS) return null;
    if (await filingRepository.isCorrected(db, filing.id)) return null;
    const job = await jobRecords.parties(db, filing.quoteId);
    if (!job || (await jobRecords.isCancelled(db, filing.quoteId))) return null;
    const taxpayer = fullName((await peopleRecords.byIds(db, [job.taxpayerUserId])).get(job.taxpayerUserId));
    const words = { taxpayer, jurisdiction: jurisdictionName(filing.jurisdiction), code: filing.rejectCode };
    return {
      title: t("filing.reminderRejectedTitle", words),
      description: t("filing.reminderRejectedText", words),
      link: `expert/tax_preparation/${filing.quoteId}`,
    };
  },

  /** The taxpayer's reminders 7 days and 1 day before an amount due (those still ahead). */
  async taxDueReminders(db: Executor, now: Date): Promise<DueReminder[]> {
    const found: DueReminder[] = [];
    for (const outcome of await filingRepository.amountsDueFrom(db, now.toISOString().slice(0, 10))) {
      const job = await jobRecords.parties(db, outcome.quoteId);
      if (!job || !outcome.paymentDueOn) continue;
      for (const days of TAX_DUE_REMINDER_DAYS) {
        // Mid-morning in the continental United States on the day.
        const dueAt = new Date(new Date(`${outcome.paymentDueOn}T15:00:00Z`).getTime() - days * dayMs);
        if (dueAt < now) continue;
        found.push({
          subjectId: `${outcome.quoteId}:${outcome.paymentDueOn}:${days}`,
          recipientUserId: job.taxpayerUserId,
          dueAt,
        });
      }
    }
    return found;
  },

  /** What an amount-due reminder says now; null once the outcome changed or the job was cancelled. */
  async taxDueMessage(db: Executor, subjectId: string) {
    const [quoteId, dueOn] = subjectId.split(":");
    const outcome = await filingRepository.outcome(db, Number(quoteId));
    if (!outcome?.amountDueCents || outcome.paymentDueOn !== dueOn) return null;
    const job = await jobRecords.find(db, outcome.quoteId);
    if (!job || job.cancelledAt !== null) return null;
    const words = {
      amount: formatCents(outcome.amountDueCents),
      dueOn: dayText(outcome.paymentDueOn),
      taxYear: String(job.taxYear),
    };
    return {
      title: t("filing.reminderDueTitle", words),
      description: t("filing.reminderDueText", words),
      link: `user/tax_preparation/${outcome.quoteId}`,
    };
  },

  /** The operator's list: rejections not corrected within 24 hours of being recorded, oldest first. */
  async uncorrected(db: Executor, now: Date): Promise<UncorrectedRejection[]> {
    const rows = await filingRepository.uncorrectedBefore(
      db,
      new Date(now.getTime() - REJECTION_CORRECTION_WINDOW_MS),
    );
    const jobs = await Promise.all(rows.map((row) => jobRecords.parties(db, row.quoteId)));
    const people = await peopleRecords.byIds(
      db,
      jobs.flatMap((job) => (job ? [job.expertUserId] : [])),
    );
    return rows.flatMap((row, index) => {
      const job = jobs[index];
      if (!job || !row.answerRecordedAt || !row.rejectCode) return [];
      return [
        {
          filingId: row.id,
          quoteId: row.quoteId,
          professionalUserId: job.expertUserId,
          professionalName: fullName(people.get(job.expertUserId)),
          jurisdiction: jurisdictionName(row.jurisdiction),
          rejectCode: row.rejectCode,
          rejectedAt: row.answerRecordedAt.toISOString(),
        },
      ];
    });
  },
};
