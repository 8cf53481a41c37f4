import {
  formatCents,
  type JobFilings,
  type MarkRefundIssuedRequest,
  type RecordReturnOutcomeRequest,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import type { NotificationsService } from "../notifications";
import { filingRepository } from "./filing.repository";
import { dayOf, dayText, jobFilingsView } from "./filing-view";
import { jobOfCaller } from "./job-of-caller";

/**
 * What the accepted return came to: the professional records the refund or the amount due (the
 * taxpayer is told, and an amount due is reminded before its day by the reminders module); either
 * side marks the refund issued once it arrives.
 */
export function createReturnOutcomeService(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationsService;
}) {
  const { db, clock, notifications } = deps;

  return {
    async view(caller: Principal, quoteId: number): Promise<JobFilings> {
      return jobFilingsView(db, await jobOfCaller(db, caller, quoteId, "either"));
    },

    async record(
      caller: Principal,
      request: RecordReturnOutcomeRequest,
      from: string | null,
    ): Promise<JobFilings> {
      const outbox = notifications.outbox();
      const answer = await db.transaction(async (tx) => {
        const job = await jobOfCaller(tx, caller, request.quoteId, "professional");
        const filings = await jobFilingsView(tx, job);
        if (!filings.federalAccepted) throw conflict(t("filing.notAccepted"));
        const now = clock.now();
        if (request.paymentDueOn !== undefined && request.paymentDueOn < dayOf(now)) {
          throw fieldError("paymentDueOn", t("filing.dueDatePast"));
        }
        await filingRepository.saveOutcome(tx, {
          quoteId: job.quoteId,
          refundCents: request.refundCents ?? null,
          amountDueCents: request.amountDueCents ?? null,
          paymentDueOn: request.paymentDueOn ?? null,
          recordedAt: now,
        });
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("filing.outcomeTitle", { taxYear: String(job.taxYear) }),
          description: () =>
            request.refundCents !== undefined
              ? t("filing.refundText", { amount: formatCents(request.refundCents) })
              : t("filing.amountDueText", {
                  amount: formatCents(request.amountDueCents ?? 0),
                  dueOn: dayText(request.paymentDueOn ?? ""),
                }),
          link: `user/tax_preparation/${job.quoteId}`,
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "filing.outcome-recorded",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${job.quoteId}`,
          from,
          detail: { refund: request.refundCents !== undefined },
        });
        return jobFilingsView(tx, job);
      });
      await outbox.deliver();
      return answer;
    },

    async markRefundIssued(
      caller: Principal,
      request: MarkRefundIssuedRequest,
      side: "professional" | "taxpayer",
      from: string | null,
    ): Promise<JobFilings> {
      return db.transaction(async (tx) => {
        const job = await jobOfCaller(tx, caller, request.quoteId, side);
        const outcome = await filingRepository.outcome(tx, job.quoteId);
        if (!outcome || outcome.refundCents === null) throw conflict(t("filing.noRefund"));
        const now = clock.now();
        if (request.issuedOn > dayOf(now)) throw fieldError("issuedOn", t("filing.inFuture"));
        if (request.issuedOn < dayOf(outcome.recordedAt)) {
          throw fieldError("issuedOn", t("filing.beforeOutcome"));
        }
        if (outcome.refundIssuedOn === null) {
          await filingRepository.markRefundIssued(tx, job.quoteId, request.issuedOn);
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "filing.refund-issued",
            subjectUserId: job.taxpayerUserId,
            subject: `quote:${job.quoteId}`,
            from,
          });
        }
        return jobFilingsView(tx, job);
      });
    },
  };
}

export type ReturnOutcomeService = ReturnType<typeof createReturnOutcomeService>;
