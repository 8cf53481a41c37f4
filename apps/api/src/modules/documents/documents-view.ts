import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { findOrganizerQuestion, individualOrganizer } from "@taxlane/organizer";
import type { FilesService, StoredFile } from "../files/files.service";
import { toFileRef } from "../files/files.service";
import type { OrganizerJobFile } from "../organizer/organizer-files.service";
import type { RequestedDocumentRow } from "./documents.repository";

/** The id of a document in lists and in `documentIds`: `o<fileId>` or `r<requestId>`. */
export const organizerDocumentId = (fileId: number) => `o${fileId}`;
export const requestDocumentId = (requestId: number) => `r${requestId}`;

/** `r12` → 12; anything else (an organizer file's id) → null. */
export function requestIdOf(documentId: string): number | null {
  return documentId.startsWith("r") ? Number(documentId.slice(1)) : null;
}

/** A question's label when the organizer knows its key; otherwise the file's own name. */
function organizerTitle(question: string, file: StoredFile | undefined): string {
  return findOrganizerQuestion(individualOrganizer, question)?.question.label ?? file?.name ?? question;
}

const owner = (forSpouse: boolean): JobDocument["owner"] => (forSpouse ? "spouse" : "taxpayer");

function fromOrganizer(quoteId: number, entry: OrganizerJobFile, file: StoredFile | undefined): JobDocument {
  return {
    id: organizerDocumentId(entry.fileId),
    quoteId,
    source: "organizer",
    title: organizerTitle(entry.question, file),
    question: entry.question,
    owner: owner(entry.forSpouse),
    forSpouse: entry.forSpouse,
    statusId: DocumentStatusId.provided,
    note: null,
    reviewNote: null,
    dateRequested: null,
    dateProvided: entry.providedAt.toISOString(),
    fileId: entry.fileId,
    file: file ? toFileRef(file) : null,
  };
}

export function fromRequest(row: RequestedDocumentRow, file: StoredFile | undefined): JobDocument {
  return {
    id: requestDocumentId(row.id),
    quoteId: row.quoteId,
    source: "request",
    title: row.title,
    question: null,
    owner: owner(row.forSpouse),
    forSpouse: row.forSpouse,
    statusId: row.statusId as DocumentStatusId,
    note: row.note,
    reviewNote: row.reviewNote,
    dateRequested: row.requestedAt.toISOString(),
    dateProvided: row.providedAt?.toISOString() ?? null,
    fileId: row.fileId,
    file: file ? toFileRef(file) : null,
  };
}

/** The job's documents: the organizer's files, then the requested documents, each oldest first. */
export async function documentsAsSeen(
  files: FilesService,
  quoteId: number,
  organizerFiles: readonly OrganizerJobFile[],
  requests: readonly RequestedDocumentRow[],
): Promise<JobDocument[]> {
  const stored = await files.findMany([
    ...organizerFiles.map((entry) => entry.fileId),
    ...requests.map((row) => row.fileId),
  ]);
  return [
    ...organizerFiles.map((entry) => fromOrganizer(quoteId, entry, stored.get(entry.fileId))),
    ...requests.map((row) => fromRequest(row, row.fileId === null ? undefined : stored.get(row.fileId))),
  ];
}
