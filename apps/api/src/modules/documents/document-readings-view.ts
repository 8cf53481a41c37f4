import type { DocumentReading, ReadDocumentKind, ReadValue, ReadValueState } from "@taxlane/contract";
import type { Keyring } from "../../lib/keyring";
import { maskSensitiveAnswer } from "../organizer";
import type { DocumentReadingRow, ReadValueRow } from "./document-readings.repository";

/** Boxes of a taxpayer id (masked to its last four digits); the others are account numbers. */
const taxIdBoxes = new Set(["boxA", "recipientTin", "payerTin", "borrowerTin", "lenderTin"]);

/** The kind that counts: a person's correction, else the one read. */
export const effectiveKind = (row: DocumentReadingRow): string | null => row.correctedKind ?? row.kind;

/** A value's text: as read, or opened from its seal (for the organizer answer only, never shown). */
export function openValue(keyring: Keyring, value: ReadValueRow): string {
  if (value.valueSealed !== null && value.valueKeyId !== null) {
    return keyring.decrypt(value.valueKeyId, value.valueSealed).toString("utf8");
  }
  return value.value ?? "";
}

function asSeenValue(keyring: Keyring, value: ReadValueRow): ReadValue {
  const text = openValue(keyring, value);
  return {
    id: value.id,
    box: value.box,
    // Both sides see a sensitive value masked; its full text goes only into the sealed answer.
    value: value.sensitive
      ? maskSensitiveAnswer(taxIdBoxes.has(value.box) ? "taxId" : "accountNumber", text)
      : text,
    sensitive: value.sensitive,
    page: value.page,
    region: value.region,
    confidence: value.confidence,
    state: value.state as ReadValueState,
    decidedAt: value.decidedAt?.toISOString() ?? null,
  };
}

/** A reading as both sides of the job see it. */
export function readingAsSeen(
  keyring: Keyring,
  row: DocumentReadingRow,
  values: readonly ReadValueRow[],
): DocumentReading {
  return {
    fileId: row.fileId,
    quoteId: row.quoteId,
    forSpouse: row.forSpouse,
    status: row.status as DocumentReading["status"],
    reason: row.reason,
    kind: effectiveKind(row) as ReadDocumentKind | null,
    kindConfidence: row.correctedKind === null ? row.kindConfidence : null,
    corrected: row.correctedKind !== null,
    values: values.filter((value) => value.fileId === row.fileId).map((value) => asSeenValue(keyring, value)),
  };
}
