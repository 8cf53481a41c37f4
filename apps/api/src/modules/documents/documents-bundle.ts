import type { JobDocument } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type BundlePart, createPdfBundleStream } from "../../lib/pdf/bundle";
import { auditRecords } from "../audit";
import type { FilesService, MadePdf } from "../files";
import { peopleRecords } from "../identity";
import { jobRecords } from "../tax-preparation";
import type { DocumentsService } from "./documents.service";

/** "W-2 (spouse) — acme.pdf": what the contents page lists a document as. */
function partTitle(document: JobDocument): string {
  const whose = document.owner === "spouse" ? " (spouse)" : "";
  const name = document.file?.name;
  return name && name !== document.title
    ? `${document.title}${whose} — ${name}`
    : `${document.title}${whose}`;
}

/** The cover's heading: "Documents of Dana Whitfield, 2025 tax return (tax preparation 12)". */
async function coverHeading(db: Database, quoteId: number, taxpayerUserId: number): Promise<string> {
  const [people, job] = await Promise.all([
    peopleRecords.byIds(db, [taxpayerUserId]),
    jobRecords.find(db, quoteId),
  ]);
  const person = people.get(taxpayerUserId);
  const client = person ? `${person.firstName} ${person.lastName}`.trim() : "";
  const whose = client === "" ? "Documents" : t("documents.bundleCoverOf", { client });
  const year = job ? `, ${job.taxYear} tax return` : "";
  return `${whose}${year} (tax preparation ${quoteId})`;
}

/**
 * The documents of a bundle: those named (each must be the job's and have a file) or, when none is
 * named, every document of the job that has one.
 */
function chosen(all: readonly JobDocument[], ids: readonly string[]): JobDocument[] {
  if (ids.length === 0) {
    const provided = all.filter((document) => document.fileId !== null);
    if (provided.length === 0) throw notFound(t("documents.bundleEmpty"));
    return provided;
  }
  const byId = new Map(all.map((document) => [document.id, document]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length === ids.length) throw notFound(t("documents.bundleNoneBelong"));
  if (missing.length > 0) {
    throw notFound(t("documents.bundleSomeDoNotBelong", { ids: missing.join(", ") }));
  }
  const picked = ids.map((id) => byId.get(id)).filter((document) => document !== undefined);
  const unprovided = picked.filter((document) => document.fileId === null);
  if (unprovided.length > 0) {
    throw conflict(
      t("documents.bundleNotProvided", { titles: unprovided.map((document) => document.title).join(", ") }),
    );
  }
  return picked;
}

/** One PDF of a job's documents for its professional; each file is read only when the PDF reaches it. */
export function createDocumentsBundle(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  documents: DocumentsService;
}) {
  const { db, clock, files, documents } = deps;
  return async (
    caller: Principal,
    query: { quoteId: number; documentIds: string[] },
    from: string | null = null,
  ): Promise<MadePdf> => {
    const job = await documents.jobOf(db, caller, query.quoteId, "expert");
    const all = await documents.documentsOfJob(job.quoteId);
    const picked = chosen(all, query.documentIds);
    await auditRecords.record(db, {
      at: clock.now(),
      actor: caller,
      action: "documents.export-bundle",
      subjectUserId: job.taxpayerUserId,
      subject: `quote:${job.quoteId}`,
      from,
      detail: { documents: picked.length },
    });
    const parts: BundlePart[] = picked.map((document) => ({
      title: partTitle(document),
      contentType: document.file?.contentType ?? "application/octet-stream",
      open: async () => (await files.read(caller, document.fileId ?? 0)).bytes,
    }));
    const heading = await coverHeading(db, job.quoteId, job.taxpayerUserId);
    const { stream } = createPdfBundleStream(parts, { heading });
    return { fileName: `tax-preparation-${job.quoteId}-documents.pdf`, stream };
  };
}
