import type {
  correctDocumentKindSchema,
  DocumentReading,
  decideReadValueSchema,
  ReadValueState,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { isReadValueKind, readValueBoxes } from "@taxlane/organizer";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import { auditRecords } from "../audit";
import { readValueAnswers } from "../organizer";
import { jobRecords } from "../tax-preparation";
import { documentReadingsRepository } from "./document-readings.repository";
import { effectiveKind, openValue, readingAsSeen } from "./document-readings-view";
import type { DocumentsService, JobSide } from "./documents.service";

const readingNotFound = () => notFound(t("documentReadings.readingNotFound"));
const valueNotFound = () => notFound(t("documentReadings.suggestionNotFound"));

/**
 * Documents that read themselves: each stored document of a job gets a reading (queued with its
 * upload, done by the reading job); both sides read the readings and may correct a kind; the
 * taxpayer confirms, edits or rejects each value read, and only a confirmed or edited value becomes
 * an organizer answer, in the same transaction.
 */
export function createDocumentReadingsService(deps: {
  db: Database;
  clock: Clock;
  keyring: Keyring;
  jobOf: DocumentsService["jobOf"];
}) {
  const { db, clock, keyring, jobOf } = deps;

  async function readingOf(executor: Executor, fileId: number): Promise<DocumentReading> {
    const row = await documentReadingsRepository.lock(executor, fileId);
    if (!row) throw readingNotFound();
    return readingAsSeen(keyring, row, await documentReadingsRepository.valuesOf(executor, [fileId]));
  }

  return {
    /**
     * The readings of the job's documents, for either side of it; another's job is a 404. The
     * professional's reading is recorded in the audit log, as their opening of the documents list is.
     */
    async list(
      caller: Principal,
      quoteId: number,
      side: JobSide,
      from: string | null = null,
    ): Promise<DocumentReading[]> {
      const job = await jobOf(db, caller, quoteId, side);
      const rows = await documentReadingsRepository.ofJob(db, quoteId);
      const values = await documentReadingsRepository.valuesOf(
        db,
        rows.map((row) => row.fileId),
      );
      if (side === "expert") {
        await auditRecords.record(db, {
          at: clock.now(),
          actor: caller,
          action: "documents.readings-read",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${quoteId}`,
          from,
        });
      }
      return rows.map((row) => readingAsSeen(keyring, row, values));
    },

    /** Either person of the job says what kind a document is; later readings keep their word. */
    async correctKind(
      caller: Principal,
      input: z.output<typeof correctDocumentKindSchema>,
      side: JobSide,
    ): Promise<DocumentReading> {
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, input.quoteId, side);
        const row = await documentReadingsRepository.lock(tx, input.fileId);
        if (!row || row.quoteId !== job.quoteId) throw readingNotFound();
        await documentReadingsRepository.update(tx, row.fileId, {
          correctedKind: input.kind,
          correctedByUserId: caller.userId,
          correctedAt: clock.now(),
        });
        return readingOf(tx, row.fileId);
      });
    },

    /**
     * The taxpayer decides on a value read: confirmed or edited, it is written into the organizer's
     * table of its document's kind as their answer; rejected, it is not. Each value is decided once.
     */
    async decide(caller: Principal, input: z.output<typeof decideReadValueSchema>): Promise<DocumentReading> {
      if (input.decision === "edit" && input.value === undefined) {
        throw fieldError("value", t("documentReadings.editNeedsValue"));
      }
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, input.quoteId, "taxpayer");
        // The job locked: two confirmations into one organizer table go one at a time.
        await jobRecords.lock(tx, job.quoteId);
        const value = await documentReadingsRepository.lockValue(tx, input.valueId);
        const reading = value ? await documentReadingsRepository.lock(tx, value.fileId) : null;
        if (!value || !reading || reading.quoteId !== job.quoteId) throw valueNotFound();
        if (value.state !== "suggested") {
          const state = t(`documentReadings.state_${value.state as ReadValueState}`).toLowerCase();
          throw conflict(t("documentReadings.alreadyDecided", { state }));
        }
        const decided = { decidedByUserId: caller.userId, decidedAt: clock.now() };
        if (input.decision === "reject") {
          await documentReadingsRepository.decide(tx, value.id, { state: "rejected", ...decided });
          return readingOf(tx, reading.fileId);
        }
        const kind = effectiveKind(reading);
        if (kind === null || !isReadValueKind(kind) || !readValueBoxes(kind).includes(value.box)) {
          throw conflict(t("documentReadings.noQuestionForKind"));
        }
        const text =
          input.decision === "edit" && input.value !== undefined ? input.value : openValue(keyring, value);
        await readValueAnswers.write(
          tx,
          keyring,
          {
            quoteId: job.quoteId,
            forSpouse: reading.forSpouse,
            kind,
            fileId: reading.fileId,
            box: value.box,
            value: text,
          },
          decided.decidedAt,
        );
        const edited = input.decision === "edit";
        const sealed = edited && value.sensitive ? keyring.encrypt(Buffer.from(text, "utf8")) : null;
        await documentReadingsRepository.decide(tx, value.id, {
          state: edited ? "edited" : "confirmed",
          ...decided,
          ...(edited
            ? {
                value: sealed ? null : text,
                valueSealed: sealed?.sealed ?? null,
                valueKeyId: sealed?.keyId ?? null,
              }
            : {}),
        });
        return readingOf(tx, reading.fileId);
      });
    },
  };
}

export type DocumentReadingsService = ReturnType<typeof createDocumentReadingsService>;
