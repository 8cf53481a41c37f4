import { type ReadDocumentKind, readDocumentKinds } from "@taxlane/contract";
import {
  type DocumentKind,
  type DocumentReading,
  documentKinds,
  readDocument,
} from "@taxlane/document-reader";

export type { DocumentReading };

/**
 * What reads a stored document: `@taxlane/document-reader`'s `readDocument` in the app, a double in
 * tests. Runs in the reading job only, never while an upload waits.
 */
export interface DocumentReader {
  read(bytes: Uint8Array, mimeType: string): Promise<DocumentReading>;
}

/** The reader of this machine: a PDF's own text, nothing sent anywhere. */
export const localReader: DocumentReader = {
  read: (bytes, mimeType) => readDocument(bytes, mimeType),
};

// The contract's list of kinds is the reader's, word for word: either changing alone fails the build.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsAgree: Same<DocumentKind, ReadDocumentKind> = true;
export const readerKindsAgree = kindsAgree && documentKinds.length === readDocumentKinds.length;
