import { supportCaseTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { forbidden, notFound } from "../../lib/app-error";
import { type SupportCaseRow, supportCaseRepository } from "./support-case.repository";

/**
 * Support cases as other modules use them: the organizer asks before an operator reads a job's
 * answers or files, the operator console lists the live ones.
 */
export const supportCaseRecords = {
  async hasLiveForJob(executor: Executor, quoteId: number, now: Date): Promise<boolean> {
    return (await supportCaseRepository.findLiveForJob(executor, quoteId, now)) !== null;
  },
  /** The live case, 403 once it ended (closed or expired), 404 for a case that never was. */
  async requireLive(executor: Executor, caseId: number, now: Date): Promise<SupportCaseRow> {
    const found = await supportCaseRepository.findLive(executor, caseId, now);
    if (found) return found;
    if (await supportCaseRepository.exists(executor, caseId)) throw forbidden(supportCaseTexts.noLiveCase);
    throw notFound(t("consent.supportCaseNotFound"));
  },
  listLive(executor: Executor, now: Date, limit: number): Promise<SupportCaseRow[]> {
    return supportCaseRepository.listLive(executor, now, limit);
  },
};
