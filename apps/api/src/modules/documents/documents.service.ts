import {
  DocumentStatusId,
  type JobDocument,
  REQUESTED_DOCUMENT_FILE_FIELD,
  type requestDocumentSchema,
  type reviewDocumentSchema,
  uploadDocumentFieldsSchema,
  uploadDocumentKinds,
  uploadRequestedDocumentFieldsSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields, singleFile } from "../../lib/form-data";
import { auditRecords } from "../audit";
import { type FilesService, type StoredFile, saveFormFile } from "../files";
import type { NotificationsService } from "../notifications";
import { organizerFileRecords } from "../organizer";
import {
  isJobParticipant,
  isJobProfessional,
  isJobTaxpayer,
  jobRecords,
  professionalToTell,
} from "../tax-preparation";
import type { StoredJobDocument } from "./document-reading-job";
import { documentReadingsRepository } from "./document-readings.repository";
import { documentsRepository, type RequestedDocumentRow } from "./documents.repository";
import { documentsAsSeen, fromRequest, organizerFileIdOf, requestIdOf } from "./documents-view";
import { moveOnLastDocument } from "./last-document-move";
import { type Arrival, arrivalsOf, awaitingUpload } from "./request-arrivals";

/** The purpose a requested document's file is stored under; the job's two people may read it. */
export const REQUESTED_DOCUMENT_PURPOSE = "requested-document";

export type JobSide = "taxpayer" | "expert";

const jobNotFound = () => notFound(t("documents.jobNotFound"));
const documentNotFound = () => notFound(t("documents.documentNotFound"));

/**
 * The job's documents: the files the taxpayer gave in the organizer and the documents the professional
 * requests, which the taxpayer provides and the professional accepts or sends back with a note.
 */
export function createDocumentsService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  notifications: NotificationsService;
  /** Queues the reading of a stored document in the transaction that stored it. */
  readings: { queue(tx: Executor, document: StoredJobDocument): Promise<void> };
}) {
  const { db, clock, files, notifications, readings } = deps;

  files.registerAccessPolicy(REQUESTED_DOCUMENT_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const quoteId = await documentsRepository.jobOfFile(db, file.id);
    const job = quoteId === null ? null : await jobRecords.parties(db, quoteId);
    return job !== null && isJobParticipant(principal, job);
  });

  /** The job when `caller` is its taxpayer (or professional); anyone else learns nothing of it. */
  async function jobOf(executor: Executor, caller: Principal, quoteId: number, side: JobSide) {
    const job = await jobRecords.parties(executor, quoteId);
    const isOnSide = side === "taxpayer" ? isJobTaxpayer : isJobProfessional;
    // The job's professional reads the documents sent them; nobody else learns the job exists.
    if (!job || !isOnSide(caller, job)) throw jobNotFound();
    return job;
  }

  /** A request of the job named by `documentId`, locked; an organizer file or another job's is missing. */
  async function lockRequest(
    tx: Executor,
    quoteId: number,
    documentId: string,
  ): Promise<RequestedDocumentRow> {
    const id = requestIdOf(documentId);
    const row = id === null ? null : await documentsRepository.lock(tx, id);
    if (!row || row.quoteId !== quoteId) throw documentNotFound();
    return row;
  }

  /**
   * Every document of the job as both sides see it: organizer files first, then requests. Outside any
   * transaction only: the files' records are read through the database handle.
   */
  async function documentsOfJob(quoteId: number): Promise<JobDocument[]> {
    const [organizerFiles, requests, reviews, readings] = await Promise.all([
      organizerFileRecords.listOfJob(db, quoteId),
      documentsRepository.listForJob(db, quoteId),
      documentsRepository.reviewsOfJob(db, quoteId),
      documentReadingsRepository.ofJob(db, quoteId),
    ]);
    return documentsAsSeen(files, quoteId, organizerFiles, requests, reviews, readings);
  }

  /** A document of the job as the list shows it, or 404; read outside any transaction. */
  async function documentOfJob(quoteId: number, documentId: string): Promise<JobDocument> {
    const found = (await documentsOfJob(quoteId)).find((document) => document.id === documentId);
    if (!found) throw documentNotFound();
    return found;
  }

  /**
   * The professional's review of a file given in the organizer, recorded beside it. The file is read
   * (title, name) before the transaction; inside it, the file must still be one of the job's.
   */
  async function reviewOrganizerFile(
    caller: Principal,
    input: z.output<typeof reviewDocumentSchema>,
    fileId: number,
  ): Promise<JobDocument> {
    await jobOf(db, caller, input.quoteId, "expert");
    const current = await documentOfJob(input.quoteId, input.documentId);
    const sendBack = input.statusId === DocumentStatusId.needsReplacement;
    const reviewNote = sendBack ? (input.note ?? null) : null;
    if (current.statusId === input.statusId && current.reviewNote === reviewNote) return current;
    await db.transaction(async (tx) => {
      const job = await jobOf(tx, caller, input.quoteId, "expert");
      const stillThere = (await organizerFileRecords.listOfJob(tx, job.quoteId)).some(
        (entry) => entry.fileId === fileId,
      );
      if (!stillThere) throw documentNotFound();
      await documentsRepository.saveReview(tx, {
        fileId,
        quoteId: job.quoteId,
        statusId: input.statusId,
        reviewNote,
        reviewedByUserId: caller.userId,
        reviewedAt: clock.now(),
      });
      if (sendBack) await sendBackNotice(tx, job, current.title, input.note);
    });
    return documentOfJob(input.quoteId, input.documentId);
  }

  function sendBackNotice(
    tx: Executor,
    job: { quoteId: number; taxpayerUserId: number },
    title: string,
    note: string | undefined,
  ) {
    return notifications.outbox().add(tx, {
      userId: job.taxpayerUserId,
      title: () => t("documents.replaceTitle"),
      description: () => t("documents.replaceText", { document: title, note: note ?? "" }),
      link: `user/tax_preparation/${job.quoteId}`,
      kind: "todo",
    });
  }

  /**
   * One request as the list shows it, its mark included; read outside any transaction. An upload
   * gives the file it just stored; only a request still waiting for its file can carry another
   * document's arrival mark, so only then are the job's readings read (they grow with the job).
   */
  async function asSeen(row: RequestedDocumentRow, stored?: StoredFile): Promise<JobDocument> {
    const file = stored ?? (row.fileId === null ? null : await files.find(row.fileId));
    const arrivals = awaitingUpload.includes(row.statusId)
      ? await arrivalsOf(files, [row], await documentReadingsRepository.ofJob(db, row.quoteId))
      : new Map<number, Arrival>();
    return fromRequest(row, file ?? undefined, arrivals.get(row.id) ?? null);
  }

  return {
    jobOf,
    documentsOfJob,

    /** Every document of the job, for its taxpayer or its professional; none is `[]`. */
    async list(
      caller: Principal,
      quoteId: number,
      side: JobSide,
      from: string | null = null,
    ): Promise<JobDocument[]> {
      const job = await jobOf(db, caller, quoteId, side);
      const documents = await documentsOfJob(quoteId);
      if (side === "expert") {
        await auditRecords.record(db, {
          at: clock.now(),
          actor: caller,
          action: "documents.read",
          subjectUserId: job.taxpayerUserId,
          subject: `quote:${quoteId}`,
          from,
        });
      }
      return documents;
    },

    /** The professional asks for a document; the taxpayer is told in the same transaction. */
    async request(caller: Principal, input: z.output<typeof requestDocumentSchema>): Promise<JobDocument> {
      const outbox = notifications.outbox();
      const row = await db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, input.quoteId, "expert");
        const created = await documentsRepository.insert(tx, {
          quoteId: job.quoteId,
          title: input.title,
          note: input.note || null,
          forSpouse: input.forSpouse,
          requestedKind: input.kind ?? null,
          statusId: DocumentStatusId.requested,
          requestedByUserId: caller.userId,
          requestedAt: clock.now(),
        });
        await outbox.add(tx, {
          userId: job.taxpayerUserId,
          title: () => t("documents.requestedTitle"),
          description: input.forSpouse
            ? t("documents.requestedTextForSpouse", { document: input.title })
            : t("documents.requestedText", { document: input.title }),
          link: `user/tax_preparation/${job.quoteId}`,
          kind: "todo",
        });
        return created;
      });
      await outbox.deliver();
      return asSeen(row);
    },

    /**
     * The taxpayer gives the file of a request; a replaced file goes once the new one is stored. The
     * last document asked for moves a job waiting for information back to in process.
     */
    async upload(caller: Principal, form: FormData, from: string | null = null): Promise<JobDocument> {
      const fields = parseFormFields(uploadRequestedDocumentFieldsSchema, form.fields);
      const upload = singleFile(form, REQUESTED_DOCUMENT_FILE_FIELD);
      if (!upload) throw fieldError(REQUESTED_DOCUMENT_FILE_FIELD, t("documents.attachDocument"));
      const outbox = notifications.outbox();
      let replaced: number | null = null;
      let stored: StoredFile | undefined;
      const row = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const job = await jobOf(tx, caller, fields.quoteId, "taxpayer");
          const request = await lockRequest(tx, job.quoteId, fields.documentId);
          if (!awaitingUpload.includes(request.statusId)) {
            throw conflict(t("documents.alreadyProvided"));
          }
          const file = await saveFormFile(files, upload, {
            purpose: REQUESTED_DOCUMENT_PURPOSE,
            ownerUserId: caller.userId,
            allow: "documents",
            executor: tx,
          });
          saved.push(file);
          stored = file;
          await readings.queue(tx, { fileId: file.id, quoteId: job.quoteId, forSpouse: request.forSpouse });
          const now = clock.now();
          const updated = await documentsRepository.update(tx, request.id, {
            statusId: DocumentStatusId.provided,
            fileId: file.id,
            providedAt: now,
          });
          replaced = request.fileId;
          const last = { quoteId: job.quoteId, document: request.title, at: now, from };
          await outbox.add(
            tx,
            (await moveOnLastDocument(tx, caller, last)) ?? {
              userId: professionalToTell(job),
              title: () => t("documents.providedTitle"),
              description: () => t("documents.uploadedText", { document: request.title }),
              link: `expert/tax_preparation/${job.quoteId}/documents`,
              kind: "todo",
            },
          );
          return updated;
        }),
      );
      await outbox.deliver();
      // The replaced file goes once the new one is committed, so a failed upload keeps the old one.
      if (replaced !== null) await files.remove(replaced);
      return asSeen(row, stored);
    },

    /**
     * The taxpayer gives the job a document nobody asked for, of a kind they pick: stored as provided,
     * and the professional told, in one transaction. The professional reviews it like a request's.
     */
    async uploadOwn(caller: Principal, form: FormData): Promise<JobDocument> {
      const fields = parseFormFields(uploadDocumentFieldsSchema, form.fields);
      const upload = singleFile(form, REQUESTED_DOCUMENT_FILE_FIELD);
      if (!upload) throw fieldError(REQUESTED_DOCUMENT_FILE_FIELD, t("documents.attachDocument"));
      const title = uploadDocumentKinds[fields.kind];
      const outbox = notifications.outbox();
      let stored: StoredFile | undefined;
      const row = await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const job = await jobOf(tx, caller, fields.quoteId, "taxpayer");
          const file = await saveFormFile(files, upload, {
            purpose: REQUESTED_DOCUMENT_PURPOSE,
            ownerUserId: caller.userId,
            allow: "documents",
            executor: tx,
          });
          saved.push(file);
          stored = file;
          const forSpouse = fields.forSpouse ?? false;
          await readings.queue(tx, { fileId: file.id, quoteId: job.quoteId, forSpouse });
          const now = clock.now();
          const created = await documentsRepository.insert(tx, {
            quoteId: job.quoteId,
            title,
            kind: fields.kind,
            note: null,
            forSpouse,
            statusId: DocumentStatusId.provided,
            fileId: file.id,
            requestedByUserId: caller.userId,
            requestedAt: now,
            providedAt: now,
          });
          await outbox.add(tx, {
            userId: professionalToTell(job),
            title: () => t("documents.addedTitle"),
            description: () => t("documents.uploadedText", { document: title }),
            link: `expert/tax_preparation/${job.quoteId}/documents`,
            kind: "todo",
          });
          return created;
        }),
      );
      await outbox.deliver();
      return asSeen(row, stored);
    },

    /**
     * The professional accepts a provided document or sends it back with a note the taxpayer sees:
     * a request's status moves; an organizer file's review is recorded beside it.
     */
    async review(caller: Principal, input: z.output<typeof reviewDocumentSchema>): Promise<JobDocument> {
      const fileId = organizerFileIdOf(input.documentId);
      if (fileId !== null) return reviewOrganizerFile(caller, input, fileId);
      const reviewed = await db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, input.quoteId, "expert");
        const request = await lockRequest(tx, job.quoteId, input.documentId);
        const sendBack = input.statusId === DocumentStatusId.needsReplacement;
        const reviewNote = sendBack ? (input.note ?? null) : null;
        if (request.statusId === input.statusId && request.reviewNote === reviewNote) return request;
        if (
          request.statusId !== DocumentStatusId.provided &&
          request.statusId !== DocumentStatusId.accepted
        ) {
          throw conflict(t("documents.reviewProvidedOnly"));
        }
        const updated = await documentsRepository.update(tx, request.id, {
          statusId: input.statusId,
          reviewNote,
          reviewedAt: clock.now(),
        });
        if (sendBack) await sendBackNotice(tx, job, request.title, input.note);
        return updated;
      });
      return asSeen(reviewed);
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
