import { type OrganizerAnswer, type OrganizerReviewOpened, RoleId } from "@taxlane/contract";
import type { Database } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { supportCaseRecords } from "../consent";
import type { FilesService } from "../files";
import { organizerRepository } from "./organizer.repository";
import { createOrganizerAudit, jobOf } from "./organizer-access";
import { answersAsSeen, openAnswers } from "./organizer-view";
import { createProfessionalAnswers, type ProfessionalAnswersQuery } from "./professional-answers";

/**
 * Reading a job's organizer answers: by its taxpayer in full, by its professional (and an operator on
 * a live support case) with sensitive answers masked and each read in the audit log.
 */
export function createOrganizerReadingService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
}) {
  const { db, clock, files, keyring } = deps;
  const audit = createOrganizerAudit(clock);
  const professionalAnswers = createProfessionalAnswers(deps);

  return {
    /** The job's answers as its taxpayer gave them, sensitive ones in full. */
    async listForTaxpayer(principal: Principal | null, quoteId: number): Promise<OrganizerAnswer[]> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const rows = await organizerRepository.listTaxpayersAnswers(db, quoteId, caller.userId);
      // No answers: a job of theirs with none yet, or someone else's job (not found).
      if (rows.length === 0) await jobOf(db, caller, quoteId, "taxpayer");
      return answersAsSeen(files, openAnswers(keyring, rows), "taxpayer");
    },

    /** The job's answers for its professional: one person's when `forSpouse` is given, filtered, masked. */
    async listForProfessional(
      principal: Principal | null,
      query: ProfessionalAnswersQuery,
      from: string | null = null,
    ): Promise<OrganizerAnswer[]> {
      const caller = requireRole(principal, RoleId.expert);
      const job = await jobOf(db, caller, query.quoteId, "expert");
      const answers = await professionalAnswers(query);
      await audit(db, caller, job, "organizer.read", from);
      return answers;
    },

    /**
     * A live support case's answers for an operator, masked as the professional sees them; 403 once
     * the case is closed or expired. Each read is in the audit log.
     */
    async listForSupportCase(
      principal: Principal | null,
      caseId: number,
      from: string | null = null,
    ): Promise<OrganizerAnswer[]> {
      const operator = requireRole(principal, RoleId.admin);
      const supportCase = await supportCaseRecords.requireLive(db, caseId, clock.now());
      const answers = await professionalAnswers({ quoteId: supportCase.quoteId });
      await audit(
        db,
        operator,
        { quoteId: supportCase.quoteId, taxpayerUserId: supportCase.taxpayerUserId },
        "organizer.read",
        from,
        { supportCaseId: caseId },
      );
      return answers;
    },

    /**
     * The professional opens the job's review: records the time, and answers when they opened it
     * before (null the first time), so the review marks the answers saved since.
     */
    async openReview(principal: Principal | null, quoteId: number): Promise<OrganizerReviewOpened> {
      const caller = requireRole(principal, RoleId.expert);
      return db.transaction(async (tx) => {
        await jobOf(tx, caller, quoteId, "expert");
        const before = await organizerRepository.lastViewed(tx, quoteId, caller.userId);
        await organizerRepository.setLastViewed(tx, quoteId, caller.userId, clock.now());
        return { lastViewedAt: before?.toISOString() ?? null };
      });
    },
  };
}
