import { JobStatusId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { peopleRecords } from "../identity";
import type { NotificationDraft } from "../notifications";
import { jobRecords, moveOnTaxpayerStep, professionalToTell } from "../tax-preparation";
import { documentsRepository } from "./documents.repository";

/**
 * After the taxpayer gave a requested document, inside that transaction: when it was the last one the
 * professional asked for, a job waiting for information moves back to in process. The job is locked
 * before the documents are counted, so of two last uploads at once the later one sees the other and
 * moves it. Answers what the professional is told instead of the plain upload notice, or null.
 */
export async function moveOnLastDocument(
  tx: Executor,
  caller: Principal,
  upload: { quoteId: number; document: string; at: Date; from: string | null },
): Promise<NotificationDraft | null> {
  const job = await jobRecords.lock(tx, upload.quoteId);
  if (!job || job.statusId !== JobStatusId.waitingForInformation) return null;
  const { outstanding } = await documentsRepository.askedForOfJob(tx, job.quoteId);
  if (outstanding > 0) return null;
  const moved = await moveOnTaxpayerStep(tx, job, {
    step: "documents-complete",
    from: [JobStatusId.waitingForInformation],
    actor: caller,
    at: upload.at,
    ip: upload.from,
  });
  if (!moved) return null;
  const name = (await peopleRecords.byIds(tx, [job.taxpayerUserId])).get(job.taxpayerUserId)?.firstName ?? "";
  return {
    userId: professionalToTell(job),
    title: () => t("jobTimeline.documentsCompleteTitle", { name }),
    description: () =>
      t("jobTimeline.documentsCompleteMovedText", {
        name,
        document: upload.document,
        taxYear: String(job.taxYear),
      }),
    link: `expert/tax_preparation/${job.quoteId}`,
  };
}
