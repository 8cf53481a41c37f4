import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { supportCaseRecords } from "../consent";
import type { FilesService } from "../files";
import { isJobProfessional, isJobTaxpayer, jobRecords } from "../tax-preparation";
import { organizerRepository } from "./organizer.repository";

/** The purpose organizer files are stored under; the job's two people may read them. */
export const ORGANIZER_FILE_PURPOSE = "organizer-answer";

export const jobNotFound = () => notFound(t("organizer.jobNotFound"));

/** Who may read an organizer file: the job's taxpayer, its professional, an operator on a live support case. */
export function registerOrganizerFileAccess(deps: { db: Database; clock: Clock; files: FilesService }) {
  const { db, clock, files } = deps;

  files.registerAccessPolicy(ORGANIZER_FILE_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const quoteId = await organizerRepository.jobOfFile(db, file.id);
    const job = quoteId === null ? null : await jobRecords.parties(db, quoteId);
    if (job === null) return false;
    if (isJobTaxpayer(principal, job)) return true;
    // An operator reads a taxpayer's files only while the taxpayer's support case grants it.
    if (principal.roleId === RoleId.admin) {
      return supportCaseRecords.hasLiveForJob(db, job.quoteId, clock.now());
    }
    // The professional the taxpayer chose (and who confirmed) reads what was sent them for the return.
    return isJobProfessional(principal, job);
  });
}

/** The job of `quoteId` when `caller` is its taxpayer (or professional); anyone else learns nothing. */
export async function jobOf(
  executor: Executor,
  caller: Principal,
  quoteId: number,
  as: "taxpayer" | "expert",
) {
  const job = await jobRecords.parties(executor, quoteId);
  // A job begins only once the chosen professional confirms the quote: the answers are for them to
  // prepare the return with, so no further consent is asked; any other professional finds nothing.
  if (!job || !(as === "taxpayer" ? isJobTaxpayer(caller, job) : isJobProfessional(caller, job))) {
    throw jobNotFound();
  }
  return job;
}

/** A professional's look at a taxpayer's organizer, in the audit log. */
export function createOrganizerAudit(clock: Clock) {
  return function audit(
    executor: Executor,
    caller: Principal,
    job: { quoteId: number; taxpayerUserId: number },
    action: "organizer.read" | "organizer.reveal" | "organizer.export-pdf",
    from: string | null,
    detail?: Record<string, number | boolean | null>,
  ) {
    return auditRecords.record(executor, {
      at: clock.now(),
      actor: caller,
      action,
      subjectUserId: job.taxpayerUserId,
      subject: `quote:${job.quoteId}`,
      from,
      detail,
    });
  };
}
