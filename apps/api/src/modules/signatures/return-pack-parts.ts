import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { PackedJob, ReturnPackPart } from "../tax-preparation";
import { engagementLettersRepository as letters } from "./engagement-letters.repository";
import { dayOf } from "./signature-requests.mail";
import { signatureRequestsRepository as requests } from "./signature-requests.repository";

/**
 * What a filed job's return pack holds of its signatures, in order: the engagement letter as last
 * signed (a changed version still waiting keeps the one signed before), the signed e-file
 * authorizations (the requests that needed an identity check: Form 8879), then every other completed
 * request's signed PDF, each oldest first. Each is the sealed file itself.
 */
export async function signedDocumentsPackParts(
  executor: Executor,
  job: PackedJob,
): Promise<ReturnPackPart[]> {
  const [versions, sent] = await Promise.all([
    letters.versionsOf(executor, job.quoteId),
    requests.listForQuote(executor, job.quoteId, false),
  ]);
  const letterPart = versions
    .flatMap((version) =>
      version.signedAt !== null && version.signedFileId !== null
        ? [
            {
              title: t("returnPack.engagementLetter", { date: dayOf(version.signedAt) }),
              storedFileId: version.signedFileId,
            },
          ]
        : [],
    )
    .slice(-1);
  // The job's list is newest first; the pack reads in the order things happened.
  const signed = sent
    .flatMap((request) =>
      request.status === "completed" && request.signedFileId !== null
        ? [
            {
              request,
              storedFileId: request.signedFileId,
              date: dayOf(request.completedAt ?? request.createdAt),
            },
          ]
        : [],
    )
    .reverse();
  const authorizations = signed
    .filter(({ request }) => request.identityRequired)
    .map(({ request, storedFileId, date }) => ({
      title: t("returnPack.efileAuthorization", { title: request.title, date }),
      storedFileId,
    }));
  const others = signed
    .filter(({ request }) => !request.identityRequired)
    .map(({ request, storedFileId, date }) => ({
      title: t("returnPack.signedDocument", { title: request.title, date }),
      storedFileId,
    }));
  return [...letterPart, ...authorizations, ...others];
}
