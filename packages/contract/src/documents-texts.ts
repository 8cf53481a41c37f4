/**
 * What a document is, in the words people use: the kinds a taxpayer picks when uploading, and a
 * short name for every file question of the organizers (its key is internal, its question's text
 * is an instruction, neither is a title). No zod here: the web and the API both read it.
 */
import { documentKinds } from "./i18n/en/documentKinds";
import { organizerFileKinds as organizerFileNames } from "./i18n/en/organizerFileKinds";

/** The kinds a taxpayer picks from when uploading a document of their own, in the order offered. */
export const uploadDocumentKinds = documentKinds;
export type UploadDocumentKind = keyof typeof uploadDocumentKinds;
export const UPLOAD_DOCUMENT_KIND_KEYS = Object.keys(uploadDocumentKinds) as [
  UploadDocumentKind,
  ...UploadDocumentKind[],
];

/**
 * Each file question of the individual and business organizers, by its key, as a document's name.
 * The spouse's questions read the same: the list says whose a document is beside it.
 */
const organizerFileKinds: Readonly<Record<string, string>> = organizerFileNames;

const uploadKindLabels: Readonly<Record<string, string>> = uploadDocumentKinds;

/**
 * A document's name from its kind: an upload's kind or an organizer file question's key. A key
 * neither list knows (a question added later) gives `fallback`, the file's name; a repeated row's
 * key (`expenses_Other_Amount2`) reads as its first row's.
 */
export function documentKindLabel(key: string, fallback: string): string {
  // A repeated row's key ends in its row's number; its first row's key ends in 1.
  const firstRow = key.replace(/\d+$/, "1");
  for (const candidate of [key, firstRow]) {
    if (Object.hasOwn(uploadKindLabels, candidate)) return uploadKindLabels[candidate] ?? fallback;
    if (Object.hasOwn(organizerFileKinds, candidate)) return organizerFileKinds[candidate] ?? fallback;
  }
  return fallback;
}

/** Every organizer file question the list above names, for the test that keeps it whole. */
export const namedOrganizerFileKeys: readonly string[] = Object.keys(organizerFileKinds);
