import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { type PlainMessageKey, t } from "@taxlane/contract/i18n";

const statusKeys: Readonly<Record<number, PlainMessageKey>> = {
  [DocumentStatusId.requested]: "documents.statusRequested",
  [DocumentStatusId.provided]: "documents.statusProvided",
  [DocumentStatusId.accepted]: "documents.statusAccepted",
  [DocumentStatusId.needsReplacement]: "documents.statusNeedsReplacement",
};

/** The `documentIds` of the PDF bundle: the chosen ids comma-joined; none chosen means every provided one. */
export function bundleDocumentIds(selected: readonly string[]): string | undefined {
  const ids = [...new Set(selected.map((id) => id.trim()).filter((id) => id !== ""))];
  return ids.length === 0 ? undefined : ids.join(",");
}

/** The status's words as the list shows them. */
export function documentStatusLabel(statusId: number): string {
  const key = statusKeys[statusId];
  return t(key ?? "documents.statusUnknown");
}

/** The tone of a status's tag: what still waits on the taxpayer stands out. */
export function documentStatusTone(statusId: number): "warning" | "error" | "success" | "info" {
  switch (statusId) {
    case DocumentStatusId.requested:
      return "warning";
    case DocumentStatusId.needsReplacement:
      return "error";
    case DocumentStatusId.accepted:
      return "success";
    default:
      return "info";
  }
}

/** A document that is a row of its own: a professional's request or the taxpayer's own upload. */
const isRequestOrUpload = (document: Pick<JobDocument, "source">) =>
  document.source === "request" || document.source === "upload";

/** A document the taxpayer is still asked to give (a request not yet given, or one sent back). */
export function awaitsUpload(document: Pick<JobDocument, "source" | "statusId">): boolean {
  return (
    isRequestOrUpload(document) &&
    (document.statusId === DocumentStatusId.requested ||
      document.statusId === DocumentStatusId.needsReplacement)
  );
}

/**
 * A given document the professional can accept or send back: a request's or an upload's file, or a
 * file given in the organizer (its review is kept beside it, and the to-do list asks for it).
 */
export function canReview(document: Pick<JobDocument, "source" | "statusId">): boolean {
  return document.statusId === DocumentStatusId.provided || document.statusId === DocumentStatusId.accepted;
}

/** Documents that have a file, the only ones a bundle can hold. */
export function withFile(documents: readonly JobDocument[]): JobDocument[] {
  return documents.filter((document) => document.file !== null);
}

/** "Taxpayer" or "Spouse". */
export const ownerLabel = (document: Pick<JobDocument, "owner">) =>
  document.owner === "spouse" ? t("documents.ownerSpouseLabel") : t("documents.ownerTaxpayer");
