import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import { dayIn, readableZone } from "../../lib/zoned-days";
import { peopleRecords } from "../identity";
import { isJobParticipant, isJobProfessional, isJobTaxpayer, jobRecords } from "../tax-preparation";
import { type TaxNoticeRow, taxNoticesRepository } from "./tax-notices.repository";

export type Job = NonNullable<Awaited<ReturnType<typeof jobRecords.parties>>>;
export type JobSide = "taxpayer" | "expert" | "either";

const sides = { taxpayer: isJobTaxpayer, expert: isJobProfessional, either: isJobParticipant };

export const jobNotFound = () => notFound(t("taxNotices.jobNotFound"));
export const noticeNotFound = () => notFound(t("taxNotices.noticeNotFound"));

/** The job when the caller is on its `side`; anyone else learns nothing of it (404). */
export async function jobOf(executor: Executor, caller: Principal, quoteId: number, side: JobSide) {
  const job = await jobRecords.parties(executor, quoteId);
  if (!job || !sides[side](caller, job)) throw jobNotFound();
  return job;
}

/** A cancelled job's professional no longer works on it: no new letter nor quote reaches them through it. */
export async function refuseCancelledJob(executor: Executor, quoteId: number): Promise<void> {
  if (await jobRecords.isCancelled(executor, quoteId)) throw conflict(t("taxNotices.jobCancelled"));
}

/** The letter, locked, with its job, when the caller is on its `side`; anyone else's reads as not found. */
export async function lockedNotice(
  tx: Executor,
  caller: Principal,
  noticeId: number,
  side: JobSide,
): Promise<{ notice: TaxNoticeRow; job: Job }> {
  const notice = await taxNoticesRepository.lock(tx, noticeId);
  const job = notice ? await jobRecords.parties(tx, notice.quoteId) : null;
  if (!notice || !job || !sides[side](caller, job)) throw noticeNotFound();
  return { notice, job };
}

/**
 * Today (YYYY-MM-DD) on the person's clock: a deadline printed on a letter is a day where they live,
 * so "in the past" is judged in their zone (the default one when they gave none we know).
 */
export async function todayOf(executor: Executor, userId: number, now: Date): Promise<string> {
  const zone = (await peopleRecords.byIds(executor, [userId])).get(userId)?.timeZone;
  return dayIn(now, readableZone(zone));
}
