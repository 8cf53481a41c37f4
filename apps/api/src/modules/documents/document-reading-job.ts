import type { BoxValue } from "@taxlane/document-reader";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { FilesService } from "../files";
import type { DocumentReader, DocumentReading } from "./document-reader.port";
import { documentReadingsRepository, type NewReadValue } from "./document-readings.repository";

/** The fixed limits of a reading: a larger file is not read, a slower reading is given up. */
export const readingLimits = {
  maxBytes: 20 * 1024 * 1024,
  budgetMs: 90_000,
  /** One attempt and at most one retry (a failure of ours, not the document's). */
  attempts: 2,
  retryDelaySeconds: 30,
} as const;

/** Boxes that hold a taxpayer id or an account number, sealed even if the reader did not say so. */
const alwaysSensitive = new Set(["boxA", "recipientTin", "borrowerTin", "accountNumber"]);

/** A file stored for a job, to be read: whose it is decides which person's questions its values answer. */
export interface StoredJobDocument {
  fileId: number;
  quoteId: number;
  forSpouse: boolean;
}

const jobSchema = z.object({ fileId: z.number().int().positive() });

/** The queue of a data folder's readings: its blobs are read by the processes that share the folder. */
export const readingQueue = (instance: string) => `documents.read.${instance}`;

const notRead = (reason: NonNullable<DocumentReading["reason"]>): DocumentReading => ({
  status: "not-read",
  reason,
  kind: "other",
  kindConfidence: 0,
  boxes: [],
  pages: 0,
});

function withinBudget(reading: Promise<DocumentReading>, budgetMs: number): Promise<DocumentReading> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DocumentReading>((resolve) => {
    timer = setTimeout(() => resolve(notRead("too-slow")), budgetMs);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}

/**
 * The reading job: reads a stored document once it is committed, never while its upload waits, and
 * stores its kind and box values as suggestions. A person's corrected kind and the values already
 * decided are never touched by a later reading.
 */
export function createReadingJob(deps: {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  files: FilesService;
  jobs: JobQueue;
  reader: DocumentReader;
  instance: string;
}) {
  const { db, clock, keyring, files, jobs, reader } = deps;

  function sealedValue(
    box: BoxValue,
  ): Pick<NewReadValue, "value" | "valueSealed" | "valueKeyId" | "sensitive"> {
    const sensitive = box.sensitive || alwaysSensitive.has(box.box);
    if (!sensitive) return { value: box.value, valueSealed: null, valueKeyId: null, sensitive };
    const sealed = keyring.encrypt(Buffer.from(box.value, "utf8"));
    return { value: null, valueSealed: sealed.sealed, valueKeyId: sealed.keyId, sensitive };
  }

  async function store(fileId: number, reading: DocumentReading): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await documentReadingsRepository.lock(tx, fileId);
      if (!row) return;
      const read = reading.status === "read";
      await documentReadingsRepository.update(tx, fileId, {
        status: reading.status,
        reason: read ? null : (reading.reason ?? "unreadable"),
        kind: read ? reading.kind : null,
        kindConfidence: read ? reading.kindConfidence : null,
        readAt: clock.now(),
      });
      const decided = new Set(
        (await documentReadingsRepository.valuesOf(tx, [fileId]))
          .filter((value) => value.state !== "suggested")
          .map((value) => value.box),
      );
      const suggestions = (read ? reading.boxes : [])
        .filter((box) => !decided.has(box.box))
        .map(
          (box): NewReadValue => ({
            fileId,
            box: box.box,
            ...sealedValue(box),
            page: box.page,
            region: box.region,
            confidence: box.confidence,
            state: "suggested",
          }),
        );
      await documentReadingsRepository.replaceSuggestions(tx, fileId, suggestions);
    });
  }

  async function readFile(fileId: number): Promise<void> {
    const started = await db.transaction(async (tx) => {
      const row = await documentReadingsRepository.lock(tx, fileId);
      if (!row) return null;
      return documentReadingsRepository.update(tx, fileId, { attempts: row.attempts + 1 });
    });
    const file = started ? await files.find(fileId) : null;
    if (!started || !file) return;
    if (file.sizeBytes > readingLimits.maxBytes) return store(fileId, notRead("too-large"));
    try {
      const bytes = await files.bytesOf(file);
      const reading = await withinBudget(reader.read(bytes, file.contentType), readingLimits.budgetMs);
      await store(fileId, reading);
    } catch (error) {
      // The retry is for a failure of ours; the last attempt's failure leaves the document not read.
      if (started.attempts < readingLimits.attempts) throw error;
      await store(fileId, notRead("unreadable"));
    }
  }

  const readJob = jobs.handle(
    defineJob({
      name: readingQueue(deps.instance),
      schema: jobSchema,
      handler: (job) => readFile(job.fileId),
    }),
  );

  const send = (tx: Executor, fileId: number) =>
    jobs.send(
      tx,
      readJob,
      { fileId },
      { retryLimit: readingLimits.attempts - 1, retryDelay: readingLimits.retryDelaySeconds },
    );

  return {
    /** Queues the reading of a document stored in `tx`: pending until the job has read it. */
    async queue(tx: Executor, document: StoredJobDocument): Promise<void> {
      await documentReadingsRepository.insertPending(tx, { ...document, queuedAt: clock.now() });
      await send(tx, document.fileId);
    },

    /** Reads a stored document again (a newer reader): a person's kind and decided values stay. */
    async reread(fileId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await documentReadingsRepository.lock(tx, fileId);
        if (!row) return;
        await documentReadingsRepository.update(tx, fileId, { attempts: 0 });
        await send(tx, fileId);
      });
    },
  };
}

export type ReadingJob = ReturnType<typeof createReadingJob>;
