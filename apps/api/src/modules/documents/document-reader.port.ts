import { type DocumentReading, readDocument } from "@taxlane/document-reader";

export type { DocumentReading };

/**
 * What reads a stored document: `@taxlane/document-reader`'s `readDocument` in the app, a double in
 * tests. Runs in the reading job only, never while an upload waits.
 */
export interface DocumentReader {
  read(bytes: Uint8Array, mimeType: string): Promise<DocumentReading>;
}

/** The reader of this machine: a PDF's own text, else OCR here; nothing is sent anywhere. */
export const localReader: DocumentReader = {
  read: (bytes, mimeType) => readDocument(bytes, mimeType),
};
