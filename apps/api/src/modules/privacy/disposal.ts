import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { chatRecords } from "../chat";
import { documentRecords } from "../documents";
import type { FilesService } from "../files";
import { closedAccountRecords } from "../identity";
import { requestRecords } from "../marketplace";
import { organizerFileRecords } from "../organizer";
import { signatureFileRecords } from "../signatures";
import { jobRecords } from "../tax-preparation";
import { privacyRepository, type RetainedRecordRow } from "./privacy.repository";

/** How many due records one pass takes; the next pass (a day later) takes the rest. */
const batch = 200;

/**
 * The daily disposal (job `privacy.dispose`): each retained record whose seven years are over goes,
 * one transaction each, with an audit entry saying what went. A job: its files (the return, the
 * organizer's files, the documents), the job with its answers and documents, and its request with
 * the quotes and appointments. An account: whatever jobs it still has the same way, its files, and
 * its row with everything that hangs on it (conversations with the files either person sent in them,
 * invoices, exports). The audit log stays.
 */
export function createDisposal(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, files } = deps;

  /** Removes one job's return information; answers the blobs to remove after commit. */
  async function disposeJob(tx: Executor, quoteId: number): Promise<{ blobs: string[]; found: boolean }> {
    const job = await jobRecords.find(tx, quoteId);
    if (!job) return { blobs: [], found: false };
    const answerFiles = await organizerFileRecords.listOfJob(tx, quoteId);
    const documents = await documentRecords.listOfJob(tx, quoteId);
    const blobs = await files.removeRecords(
      [
        ...(job.taxReturnFileId === null ? [] : [job.taxReturnFileId]),
        ...answerFiles.map((file) => file.fileId),
        ...documents.flatMap((document) => (document.fileId === null ? [] : [document.fileId])),
        ...(await signatureFileRecords.allOfJobs(tx, [quoteId])),
      ],
      tx,
    );
    await jobRecords.remove(tx, quoteId);
    await requestRecords.removeRequests(tx, [job.taxPreparationId]);
    return { blobs, found: true };
  }

  async function disposeAccount(tx: Executor, userId: number): Promise<string[]> {
    const blobs: string[] = [];
    for (const job of await jobRecords.jobsOfPerson(tx, userId)) {
      blobs.push(...(await disposeJob(tx, job.quoteId)).blobs);
    }
    const owned = await files.ownedBy(userId, tx);
    // Their conversations go with the row, the files either person sent in them too (no orphans).
    const sent = await chatRecords.filesOfConversationsOf(tx, userId);
    blobs.push(...(await files.removeRecords([...owned.map((file) => file.id), ...sent], tx)));
    await closedAccountRecords.remove(tx, userId);
    return blobs;
  }

  async function dispose(record: RetainedRecordRow, now: Date): Promise<void> {
    const blobs = await db.transaction(async (tx) => {
      const locked = await privacyRepository.lockDue(tx, record.id);
      if (!locked) return [];
      const [kind, id] = locked.subject.split(":");
      const subjectId = Number(id);
      let removed: string[] = [];
      let found = true;
      if (kind === "job") ({ blobs: removed, found } = await disposeJob(tx, subjectId));
      else if (kind === "account") removed = await disposeAccount(tx, subjectId);
      await privacyRepository.markDisposed(tx, locked.id, now);
      await auditRecords.record(tx, {
        at: now,
        actor: null,
        action: "privacy.records-disposed",
        subjectUserId: locked.closedUserId,
        subject: locked.subject,
        detail: { files: removed.length, retainedUntil: locked.retainUntil.toISOString(), found },
      });
      return removed;
    });
    await files.removeBlobs(blobs);
  }

  return {
    /** Disposes of everything due now; answers how many records it disposed of. */
    async runDue(): Promise<number> {
      const now = clock.now();
      const due = await privacyRepository.due(db, now, batch);
      for (const record of due) {
        try {
          await dispose(record, now);
        } catch (error) {
          // One record failing leaves it for the next pass; the others still go.
          deps.log.error({ err: error, subject: record.subject }, "disposing of retained records failed");
        }
      }
      return due.length;
    },
  };
}

export type Disposal = ReturnType<typeof createDisposal>;
