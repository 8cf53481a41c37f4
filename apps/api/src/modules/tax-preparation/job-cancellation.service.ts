import {
  type CancelJobRequest,
  type CancelTerms,
  formatCents,
  type JobCancellation,
  JobStatusId,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { peopleRecords } from "../identity";
import type { NotificationsService } from "../notifications";
import type { CancellationBilling } from "./cancellation-billing-port";
import { isJobTaxpayer, professionalToTell } from "./job-sides";
import { jobsRepository } from "./jobs.repository";

/** The statuses a taxpayer may cancel from: the professional has not begun reviewing. */
const cancellableStatuses: readonly number[] = [JobStatusId.notStarted, JobStatusId.inProcess];

/** The job as cancelling reads it. */
interface CancellingJob {
  quoteId: number;
  expertUserId: number;
  statusId: number;
  cancelledAt: Date | null;
}

/** Whether the taxpayer may cancel the job now. */
export const mayCancel = (job: CancellingJob) =>
  job.cancelledAt === null && cancellableStatuses.includes(job.statusId);

/** The taxpayer's answer: what happened to what they paid, in words. */
function outcomeWords(money: { refundedCents: number; keptCents: number }, professional: string) {
  if (money.keptCents > 0)
    return t("jobCancellation.keptOutcome", { professional, amount: formatCents(money.keptCents) });
  if (money.refundedCents > 0)
    return t("jobCancellation.refundedOutcome", { amount: formatCents(money.refundedCents) });
  return t("jobCancellation.nothingPaidOutcome");
}

/** The professional's notice: what happened to what the client paid, in words. */
function moneyWords(money: { refundedCents: number; keptCents: number }) {
  if (money.keptCents > 0) return t("jobCancellation.keptMoney", { amount: formatCents(money.keptCents) });
  if (money.refundedCents > 0)
    return t("jobCancellation.refundedMoney", { amount: formatCents(money.refundedCents) });
  return t("jobCancellation.nothingPaidMoney");
}

/** Why the job can no longer be cancelled, in words the taxpayer can act on. */
function cannotCancel(statusId: number, professional: string) {
  return conflict(
    statusId === JobStatusId.filed
      ? t("jobCancellation.alreadyFiled")
      : t("jobCancellation.reviewStarted", { professional }),
  );
}

async function namesOf(executor: Executor, ids: number[]) {
  const people = await peopleRecords.byIds(executor, ids);
  const nameOf = (id: number) => {
    const person = people.get(id);
    return `${person?.firstName ?? ""} ${person?.lastName ?? ""}`.trim();
  };
  return nameOf;
}

/**
 * The taxpayer cancels a job before the professional begins reviewing it. One transaction: the job
 * marked cancelled, its billing ended by payments (checkouts ended, unpaid invoices voided, a paid
 * deposit refunded unless the professional keeps it), the professional told, the audit entry.
 */
export function createJobCancellationService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
  billing: CancellationBilling;
}) {
  const { db, clock, notifications, billing } = deps;

  /** What cancelling would do to what was paid, or (cancelled) what it did. */
  async function termsOf(executor: Executor, job: CancellingJob): Promise<CancelTerms> {
    const money = await billing.moneyOf(executor, job);
    return {
      canCancel: mayCancel(job),
      depositKept: job.cancelledAt === null ? money.keepsDeposit : money.paidCents > 0,
      paidCents: money.paidCents,
      refundedCents: money.refundedCents,
    };
  }

  return {
    termsOf,

    async cancel(
      caller: Principal,
      request: CancelJobRequest,
      from: string | null,
    ): Promise<JobCancellation> {
      const { quoteId } = request;
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const job = await jobsRepository.lock(tx, quoteId);
        // Someone else's job reads as a missing one.
        if (!job || !isJobTaxpayer(caller, job)) throw notFound(t("taxPreparation.jobNotFound"));
        const nameOf = await namesOf(tx, [job.expertUserId, job.taxpayerUserId]);
        const professional = nameOf(job.expertUserId);
        if (job.cancelledAt !== null) {
          // Cancelling again (a second click, a retried call) answers what the first one did.
          const money = await billing.moneyOf(tx, job);
          const done = { refundedCents: money.refundedCents, keptCents: money.paidCents };
          return {
            quoteId,
            cancelledAt: job.cancelledAt.toISOString(),
            ...done,
            outcome: outcomeWords(done, professional),
          };
        }
        if (!mayCancel(job)) throw cannotCancel(job.statusId, professional);
        const now = clock.now();
        const reason = request.reason?.trim() || null;
        await jobsRepository.update(tx, quoteId, { cancelledAt: now, cancelReason: reason });
        const money = await billing.settle(tx, job);
        const taxpayer = nameOf(job.taxpayerUserId);
        const words = () => ({ taxpayer, taxYear: String(job.taxYear), money: moneyWords(money) });
        await outbox.add(tx, {
          userId: professionalToTell(job),
          title: () => t("jobCancellation.cancelledTitle", words()),
          description: () =>
            reason
              ? t("jobCancellation.cancelledWithReasonText", { ...words(), reason })
              : t("jobCancellation.cancelledText", words()),
          link: `expert/tax_preparation/${quoteId}`,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "tax-preparation.job-cancelled",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${quoteId}`,
          from,
          detail: { statusId: job.statusId, refundedCents: money.refundedCents, keptCents: money.keptCents },
        });
        return {
          quoteId,
          cancelledAt: now.toISOString(),
          ...money,
          outcome: outcomeWords(money, professional),
        };
      });
      await outbox.deliver();
      return answer;
    },
  };
}

export type JobCancellationService = ReturnType<typeof createJobCancellationService>;
