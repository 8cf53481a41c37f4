import { SUPPORT_CASE_HOURS, type SupportCaseStatus } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { taxpayersOwnJob } from "./own-job";
import { type SupportCaseRow, supportCaseRepository } from "./support-case.repository";

const hourMs = 60 * 60 * 1000;

export const asSupportCase = (row: SupportCaseRow) => ({
  id: row.id,
  quoteId: row.quoteId,
  message: row.message,
  openedAt: row.openedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/**
 * The taxpayer's support case for a job: opening it lets our operators read the job's organizer
 * answers and files for SUPPORT_CASE_HOURS; closing it ends that at once. Each change and its audit
 * entry share a transaction.
 */
export function createSupportCaseService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function status(executor: Executor, quoteId: number): Promise<SupportCaseStatus> {
    const live = await supportCaseRepository.findLiveForJob(executor, quoteId, clock.now());
    return { quoteId, openCase: live ? asSupportCase(live) : null, hours: SUPPORT_CASE_HOURS };
  }

  return {
    async get(caller: Principal, quoteId: number): Promise<SupportCaseStatus> {
      await taxpayersOwnJob(db, caller, quoteId);
      return status(db, quoteId);
    },

    async open(
      caller: Principal,
      request: { quoteId: number; message: string },
      from: string,
    ): Promise<SupportCaseStatus> {
      return db.transaction(async (tx) => {
        await taxpayersOwnJob(tx, caller, request.quoteId);
        const now = clock.now();
        await supportCaseRepository.lockCasesOfJob(tx, request.quoteId);
        if (await supportCaseRepository.findLiveForJob(tx, request.quoteId, now)) {
          throw conflict(t("consent.supportCaseAlreadyOpen"));
        }
        const opened = await supportCaseRepository.insert(tx, {
          quoteId: request.quoteId,
          taxpayerUserId: caller.userId,
          message: request.message,
          openedAt: now,
          expiresAt: new Date(now.getTime() + SUPPORT_CASE_HOURS * hourMs),
        });
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "support-case.opened",
          subjectUserId: caller.userId,
          subject: `quote:${request.quoteId}`,
          from,
          detail: { supportCaseId: opened.id, hours: SUPPORT_CASE_HOURS },
        });
        return status(tx, request.quoteId);
      });
    },

    /** Ends the operators' access now; closing a job with no open case changes nothing. */
    async close(caller: Principal, quoteId: number, from: string): Promise<SupportCaseStatus> {
      return db.transaction(async (tx) => {
        await taxpayersOwnJob(tx, caller, quoteId);
        const now = clock.now();
        for (const supportCaseId of await supportCaseRepository.closeLive(tx, quoteId, now)) {
          await auditRecords.record(tx, {
            at: now,
            actor: caller,
            action: "support-case.closed",
            subjectUserId: caller.userId,
            subject: `quote:${quoteId}`,
            from,
            detail: { supportCaseId },
          });
        }
        return status(tx, quoteId);
      });
    },
  };
}

export type SupportCaseService = ReturnType<typeof createSupportCaseService>;
