import { DocumentStatusId, documentKindLabel, type JobDocument } from "@taxlane/contract";
import { type FilesService, type StoredFile, toFileRef } from "../files";
import type { OrganizerJobFile } from "../organizer";
import type { DocumentReadingRow } from "./document-readings.repository";
import type { OrganizerFileReviewRow, RequestedDocumentRow } from "./documents.repository";
import { type Arrival, arrivalsOf } from "./request-arrivals";

/** The id of a document in lists and in `documentIds`: `o<fileId>` or `r<requestId>`. */
export const organizerDocumentId = (fileId: number) => `o${fileId}`;
export const requestDocumentId = (requestId: number) => `r${requestId}`;

/** `r12` → 12; anything else (an organizer file's id) → null. */
export function requestIdOf(documentId: string): number | null {
  return documentId.startsWith("r") ? Number(documentId.slice(1)) : null;
}

/** `o12` → 12; anything else (a request's id) → null. */
export function organizerFileIdOf(documentId: string): number | null {
  return documentId.startsWith("o") ? Number(documentId.slice(1)) : null;
}

/** What a document is called when its kind is unknown: its file's name, or, with the file gone, this. */
const UNNAMED_DOCUMENT = "Document";

/** The document's kind in people's words (never its key or its question's instruction), else its file's name. */
const kindTitle = (kind: string, file: StoredFile | undefined) =>
  documentKindLabel(kind, file?.name ?? UNNAMED_DOCUMENT);

const owner = (forSpouse: boolean): JobDocument["owner"] => (forSpouse ? "spouse" : "taxpayer");

export function fromOrganizer(
  quoteId: number,
  entry: OrganizerJobFile,
  file: StoredFile | undefined,
  review: OrganizerFileReviewRow | undefined,
): JobDocument {
  return {
    id: organizerDocumentId(entry.fileId),
    quoteId,
    source: "organizer",
    title: kindTitle(entry.question, file),
    kind: null,
    question: entry.question,
    requestedKind: null,
    arrived: null,
    owner: owner(entry.forSpouse),
    forSpouse: entry.forSpouse,
    statusId: (review?.statusId ?? DocumentStatusId.provided) as DocumentStatusId,
    note: null,
    reviewNote: review?.reviewNote ?? null,
    dateRequested: null,
    dateProvided: entry.providedAt.toISOString(),
    fileId: entry.fileId,
    file: file ? toFileRef(file) : null,
  };
}

export function fromRequest(
  row: RequestedDocumentRow,
  file: StoredFile | undefined,
  arrived: Arrival | null,
): JobDocument {
  return {
    id: requestDocumentId(row.id),
    quoteId: row.quoteId,
    // A document the taxpayer gave unasked carries its kind; a professional's request, its title.
    source: row.kind === null ? "request" : "upload",
    title: row.kind === null ? row.title : kindTitle(row.kind, file),
    kind: row.kind,
    question: null,
    requestedKind: row.requestedKind,
    arrived,
    owner: owner(row.forSpouse),
    forSpouse: row.forSpouse,
    statusId: row.statusId as DocumentStatusId,
    note: row.note,
    reviewNote: row.reviewNote,
    dateRequested: row.kind === null ? row.requestedAt.toISOString() : null,
    dateProvided: row.providedAt?.toISOString() ?? null,
    fileId: row.fileId,
    file: file ? toFileRef(file) : null,
  };
}

/**
 * The job's documents: the organizer's files, then the requested documents, each oldest first; an
 * open request marked when a document of its kind arrived.
 */
export async function documentsAsSeen(
  files: FilesService,
  quoteId: number,
  organizerFiles: readonly OrganizerJobFile[],
  requests: readonly RequestedDocumentRow[],
  reviews: readonly OrganizerFileReviewRow[],
  readings: readonly DocumentReadingRow[],
): Promise<JobDocument[]> {
  const reviewOf = new Map(reviews.map((review) => [review.fileId, review]));
  const [stored, arrivals] = await Promise.all([
    files.findMany([...organizerFiles.map((entry) => entry.fileId), ...requests.map((row) => row.fileId)]),
    arrivalsOf(files, requests, readings),
  ]);
  return [
    ...organizerFiles.map((entry) =>
      fromOrganizer(quoteId, entry, stored.get(entry.fileId), reviewOf.get(entry.fileId)),
    ),
    ...requests.map((row) =>
      fromRequest(
        row,
        row.fileId === null ? undefined : stored.get(row.fileId),
        arrivals.get(row.id) ?? null,
      ),
    ),
  ];
}
