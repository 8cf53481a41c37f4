import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readingOnceRead } from "../../../test/document-readings";
import { startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { storedFiles } from "../../db/schema";
import type { DocumentReader } from "./document-reader.port";
import { readingLimits } from "./document-reading-job";
import { REQUESTED_DOCUMENT_PURPOSE } from "./documents.service";

/** A reader that must never be asked: every call is kept, and the test fails on any. */
const callsToReader: string[] = [];
const forbiddenReader: DocumentReader = {
  read: async (_bytes, mimeType) => {
    callsToReader.push(mimeType);
    throw new Error("a file over the size limit was handed to the reader");
  },
};

const { app } = await createTestApp({}, { documentReader: forbiddenReader });
const { db, files, readingJob } = app.services;

describe("the reading job's limits", () => {
  it("marks a stored file over the size limit not read, too large, without reading it", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const fileId = await db.transaction(async (tx) => {
      const file = await files.save(
        {
          bytes: smallPdf(),
          name: "scan.pdf",
          purpose: REQUESTED_DOCUMENT_PURPOSE,
          ownerUserId: taxpayer.id,
          allow: "documents",
        },
        tx,
      );
      // A file stored under an upload limit set larger than the reader's.
      await tx
        .update(storedFiles)
        .set({ sizeBytes: readingLimits.maxBytes + 1 })
        .where(eq(storedFiles.id, file.id));
      await readingJob.queue(tx, { fileId: file.id, quoteId, forSpouse: false });
      return file.id;
    });

    const reading = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect(reading).toMatchObject({ status: "not-read", reason: "too-large", kind: null, values: [] });
    expect(callsToReader).toEqual([]);
  });
});
