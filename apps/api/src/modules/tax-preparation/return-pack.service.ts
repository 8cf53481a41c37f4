import { JobStatusId, returnPackFileName, returnPackTitle } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type BundlePart, createPdfBundleStream } from "../../lib/pdf/bundle";
import { auditRecords } from "../audit";
import type { FilesService, MadePdf, StoredFile } from "../files";
import { peopleRecords } from "../identity";
import { isJobParticipant, isJobProfessional } from "./job-sides";
import { jobsRepository } from "./jobs.repository";
import type { ReleaseHoldOf } from "./release-hold-port";
import type { PackedJob, ReturnPackPart, ReturnPackSources } from "./return-pack-port";

/** A part as the PDF engine takes it: a stored file read as the caller, or the bytes made for it. */
function toBundlePart(
  files: FilesService,
  caller: Principal,
  part: ReturnPackPart,
  stored: Map<number, StoredFile>,
): BundlePart {
  if ("made" in part) {
    return {
      title: part.title,
      contentType: "application/pdf",
      open: async () => Buffer.from(await part.made()),
    };
  }
  return {
    title: part.title,
    contentType: stored.get(part.storedFileId)?.contentType ?? "application/octet-stream",
    open: async () => (await files.read(caller, part.storedFileId)).bytes,
  };
}

/**
 * A filed job's "Your return" pack, for either of its sides: one PDF of the filed return (the job's
 * current draft, which filing fixed), the signed engagement letter, e-file authorization and other
 * signed documents, the filings with the IRS's answers and the outcome, and the receipts of what was
 * paid; a contents page first, as the documents bundle has. An invoice that holds the return from
 * the taxpayer holds the pack too.
 */
export function createReturnPack(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  releaseHold: ReleaseHoldOf;
  sources: ReturnPackSources;
}) {
  const { db, clock, files, releaseHold, sources } = deps;
  return async (caller: Principal, quoteId: number, from: string | null = null): Promise<MadePdf> => {
    const job = await jobsRepository.find(db, quoteId);
    // Someone else's job reads as a missing one.
    if (!job || !isJobParticipant(caller, job)) throw notFound(t("taxPreparation.jobNotFound"));
    if (job.cancelledAt !== null) throw conflict(t("returnPack.cancelled"));
    if (job.statusId !== JobStatusId.filed) throw conflict(t("returnPack.notFiled"));
    if (!isJobProfessional(caller, job)) {
      const hold = await releaseHold(db, quoteId);
      if (hold) throw conflict(hold.returnHeld);
    }
    const packed: PackedJob = {
      quoteId,
      taxYear: job.taxYear,
      taxpayerUserId: job.taxpayerUserId,
      expertUserId: job.expertUserId,
    };
    const [people, signed, filings, receipts] = await Promise.all([
      peopleRecords.byIds(db, [job.taxpayerUserId]),
      sources.signedDocuments(db, packed),
      sources.filings(db, packed),
      sources.receipts(db, packed),
    ]);
    const returnFileId = job.taxReturnFileId;
    const stored = await files.findMany([
      returnFileId,
      ...[...signed, ...filings, ...receipts].map((part) =>
        "storedFileId" in part ? part.storedFileId : null,
      ),
    ]);
    const filedReturn: ReturnPackPart[] =
      returnFileId === null
        ? []
        : [
            {
              title: t("returnPack.filedReturn", { file: stored.get(returnFileId)?.name ?? "" }),
              storedFileId: returnFileId,
            },
          ];
    const parts = [...filedReturn, ...signed, ...filings, ...receipts];
    await auditRecords.record(db, {
      at: clock.now(),
      actor: caller,
      action: "tax-preparation.return-pack",
      subjectUserId: job.taxpayerUserId,
      subject: `quote:${quoteId}`,
      from,
      detail: { parts: parts.length },
    });
    const person = people.get(job.taxpayerUserId);
    const name = person ? `${person.firstName} ${person.lastName}`.trim() : "";
    const { stream } = createPdfBundleStream(
      parts.map((part) => toBundlePart(files, caller, part, stored)),
      { heading: returnPackTitle(job.taxYear, name) },
    );
    return { fileName: returnPackFileName(job.taxYear, name), stream };
  };
}

export type ReturnPack = ReturnType<typeof createReturnPack>;
