import {
  DocumentStatusId,
  type JobDocument,
  type ReadDocumentKind,
  readKindsOfUploadKind,
  type UploadDocumentKind,
} from "@taxlane/contract";
import type { FilesService } from "../files";
import type { DocumentReadingRow } from "./document-readings.repository";
import { effectiveKind } from "./document-readings-view";
import type { RequestedDocumentRow } from "./documents.repository";

/** The mark beside a request that a document of its kind arrived. */
export type Arrival = NonNullable<JobDocument["arrived"]>;

/** What the taxpayer may upload for: a request not yet given, or one the professional sent back. */
export const awaitingUpload: readonly number[] = [
  DocumentStatusId.requested,
  DocumentStatusId.needsReplacement,
];

/** The read kinds a request asks for: none when it names no kind, or one the reader does not tell apart. */
function readKindsAskedBy(request: RequestedDocumentRow): readonly ReadDocumentKind[] {
  const kind = request.requestedKind;
  if (kind === null || !Object.hasOwn(readKindsOfUploadKind, kind)) return [];
  return readKindsOfUploadKind[kind as UploadDocumentKind];
}

/**
 * Decision 0289's "ticked": beside each request still waiting for its file, the newest document of the
 * job read (or corrected by a person) as the kind it asks for, for the same person, and not the
 * request's own file (one sent back). Nothing here changes a request: its status stays its own upload's.
 */
export async function arrivalsOf(
  files: FilesService,
  requests: readonly RequestedDocumentRow[],
  readings: readonly DocumentReadingRow[],
): Promise<Map<number, Arrival>> {
  const known = readings.filter((reading) => reading.status === "read" || reading.correctedKind !== null);
  const matched = new Map<number, { fileId: number; kind: ReadDocumentKind }>();
  for (const request of requests) {
    if (!awaitingUpload.includes(request.statusId)) continue;
    const kinds = readKindsAskedBy(request);
    const newest = known
      .filter(
        (reading) =>
          reading.fileId !== request.fileId &&
          reading.forSpouse === request.forSpouse &&
          kinds.includes(effectiveKind(reading) as ReadDocumentKind),
      )
      .reduce<DocumentReadingRow | null>(
        (found, reading) => (found && found.fileId > reading.fileId ? found : reading),
        null,
      );
    if (newest)
      matched.set(request.id, { fileId: newest.fileId, kind: effectiveKind(newest) as ReadDocumentKind });
  }
  if (matched.size === 0) return new Map();
  const stored = await files.findMany([...matched.values()].map((match) => match.fileId));
  const arrivals = new Map<number, Arrival>();
  for (const [requestId, match] of matched) {
    const file = stored.get(match.fileId);
    if (file) arrivals.set(requestId, { ...match, fileName: file.name });
  }
  return arrivals;
}
