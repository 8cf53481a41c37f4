import type { DocumentReading } from "@taxlane/document-reader";

export type { DocumentReading };

/**
 * What reads a stored document: `@taxlane/document-reader`'s `readDocument` in the app, a double in
 * tests. Runs in the reading job only, never while an upload waits.
 */
export interface DocumentReader {
  read(bytes: Uint8Array, mimeType: string): Promise<DocumentReading>;
}

/**
 * The reader of this machine: a PDF's own text, else OCR here; nothing is sent anywhere. Its PDF,
 * canvas and OCR libraries load with the first document read, not with the server (about 60 MB).
 */
export const localReader: DocumentReader = {
  read: async (bytes, mimeType) => {
    const { readDocument } = await import("@taxlane/document-reader");
    return readDocument(bytes, mimeType);
  },
};
