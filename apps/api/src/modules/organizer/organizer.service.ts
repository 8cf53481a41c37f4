import {
  addOrganizerAnswersFieldsSchema,
  answerFilterModeLabels,
  answerMatchesFilter,
  ORGANIZER_FILES_FIELD,
  type OrganizerAnswer,
  type OrganizerAnswerField,
  type OrganizerReveal,
  type OrganizerReviewOpened,
  RoleId,
} from "@taxlane/contract";
import {
  findOrganizerQuestion,
  type OrganizerDefinition,
  type OrganizerFileRef,
  reviewSections,
} from "@taxlane/organizer";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireRole } from "../../lib/access";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, type FormFile, parseFormFields } from "../../lib/form-data";
import type { Keyring } from "../../lib/keyring";
import { auditRecords } from "../audit";
import { supportCaseRecords } from "../consent";
import { type FilesService, saveFormFile } from "../files";
import { peopleService } from "../identity";
import { jobRecordsService } from "../tax-preparation";
import { type OrganizerAnswerRow, organizerRepository } from "./organizer.repository";
import { answersAfterSave, type CheckedEntry, saveErrors } from "./organizer-checks";
import { organizerOfRequest } from "./organizer-definition";
import { answersPdf } from "./organizer-pdf";
import { sensitiveKindOf } from "./organizer-sensitive";
import { answersAsSeen, answerText, openAnswers } from "./organizer-view";

/** The purpose organizer files are stored under; the job's two people may read them. */
export const ORGANIZER_FILE_PURPOSE = "organizer-answer";

const jobNotFound = () => notFound("We could not find that tax preparation.");
/** `questionList[i].files`, repeated; `questionList[i].files[j]` is read the same. */
const fileKey = new RegExp(`^questionList\\[(\\d+)\\]\\.${ORGANIZER_FILES_FIELD}(?:\\[\\d+\\])?$`);
const answerKey = (question: string, forSpouse: boolean) => `${forSpouse ? "s" : "t"}:${question}`;

export interface ProfessionalAnswersQuery {
  quoteId: number;
  forSpouse?: boolean | undefined;
  filter?: 1 | 2 | 3 | undefined;
}

/**
 * The organizer's answers (individual or business, by the job's request): saved by the job's taxpayer (files included, all or nothing),
 * read by that taxpayer in full and by the professional with sensitive answers masked, and revealed
 * to the professional one at a time, each reveal recorded for the taxpayer to see.
 */
export function createOrganizerService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
}) {
  const { db, clock, files, keyring } = deps;

  files.registerAccessPolicy(ORGANIZER_FILE_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const quoteId = await organizerRepository.jobOfFile(db, file.id);
    const job = quoteId === null ? null : await jobRecordsService.parties(db, quoteId);
    if (job === null) return false;
    if (job.taxpayerUserId === principal.userId) return true;
    // An operator reads a taxpayer's files only while the taxpayer's support case grants it.
    if (principal.roleId === RoleId.admin) {
      return supportCaseRecords.hasLiveForJob(db, job.quoteId, clock.now());
    }
    // The professional the taxpayer chose (and who confirmed) reads what was sent them for the return.
    return job.expertUserId === principal.userId;
  });

  /** The job of `quoteId` when `caller` is its taxpayer (or professional); anyone else learns nothing. */
  async function jobOf(executor: Executor, caller: Principal, quoteId: number, as: "taxpayer" | "expert") {
    const job = await jobRecordsService.parties(executor, quoteId);
    const owner = as === "taxpayer" ? job?.taxpayerUserId : job?.expertUserId;
    // A job begins only once the chosen professional confirms the quote: the answers are for them to
    // prepare the return with, so no further consent is asked; any other professional finds nothing.
    if (!job || owner !== caller.userId) throw jobNotFound();
    return job;
  }

  /** A professional's look at a taxpayer's organizer, in the audit log. */
  function audit(
    executor: Executor,
    caller: Principal,
    job: { quoteId: number; taxpayerUserId: number },
    action: "organizer.read" | "organizer.reveal" | "organizer.export-pdf",
    from: string | null,
    detail?: Record<string, number | boolean | null>,
  ) {
    return auditRecords.record(executor, {
      at: clock.now(),
      actor: caller,
      action,
      subjectUserId: job.taxpayerUserId,
      subject: `quote:${job.quoteId}`,
      from,
      detail,
    });
  }

  /** The files of a save by the index of the entry they came with. */
  function filesByEntry(form: FormData, entries: number): Map<number, FormFile[]> {
    const byEntry = new Map<number, FormFile[]>();
    for (const [key, list] of form.files) {
      const index = Number(fileKey.exec(key)?.[1] ?? Number.NaN);
      if (!(index < entries)) throw fieldError(key, "This file belongs to no question of the form.");
      byEntry.set(index, [...(byEntry.get(index) ?? []), ...list]);
    }
    return byEntry;
  }

  /** The stored columns of an entry: its section by its key when sent as 0, a sensitive text sealed. */
  function storedColumns(definition: OrganizerDefinition, entry: OrganizerAnswerField, now: Date) {
    const section =
      entry.categoryId === 0
        ? (findOrganizerQuestion(definition, entry.question)?.question.sectionId ?? 0)
        : entry.categoryId;
    const text = entry.answer ?? null;
    const seal = text !== null && sensitiveKindOf(entry.question) !== null;
    const sealed = seal ? keyring.encrypt(Buffer.from(text, "utf8")) : null;
    return {
      quoteId: entry.quoteId,
      categoryId: section,
      forSpouse: entry.forSpouse,
      question: entry.question,
      answerTypeId: entry.answerTypeId,
      answer: sealed ? null : text,
      answerSealed: sealed?.sealed ?? null,
      answerKeyId: sealed?.keyId ?? null,
      message: entry.message ?? null,
      reminder: entry.reminder,
      isFile: entry.isFile,
      createdAt: now,
      updatedAt: now,
    };
  }

  /** Refuses a save whose answers break their questions' rules, before anything is written. */
  async function checkSave(
    entries: OrganizerAnswerField[],
    uploads: Map<number, FormFile[]>,
    definitions: ReadonlyMap<number, OrganizerDefinition>,
  ) {
    const errors = [];
    for (const [quoteId, definition] of definitions) {
      const stored = openAnswers(keyring, await organizerRepository.listAnswers(db, quoteId));
      const keptFiles = new Map<string, OrganizerFileRef[]>(
        stored.map((answer) => [
          answerKey(answer.row.question, answer.row.forSpouse),
          answer.fileIds.map((id) => ({ id, name: String(id) })),
        ]),
      );
      const checked: CheckedEntry[] = entries.flatMap((entry, index) =>
        entry.quoteId !== quoteId
          ? []
          : [
              {
                index,
                entry,
                files: [
                  ...(keptFiles.get(answerKey(entry.question, entry.forSpouse)) ?? []),
                  ...(uploads.get(index) ?? []).map((file) => ({ id: 0, name: file.fileName })),
                ],
              },
            ],
      );
      const answers = answersAfterSave(
        definition,
        stored.map((answer) => ({
          question: answer.row.question,
          answer: answer.sealed ? null : answer.text,
          files: answer.fileIds.map((id) => ({ id, name: String(id) })),
          sealed: answer.sealed,
        })),
        checked,
      );
      errors.push(...saveErrors(definition, checked, answers));
    }
    if (errors.length > 0) throw new AppError("VALIDATION_FAILED", errors[0]?.message ?? "", errors);
  }

  /** A job's answers as its professional reads them: one person's when asked, filtered, masked. */
  async function professionalAnswers(query: ProfessionalAnswersQuery): Promise<OrganizerAnswer[]> {
    const rows = await organizerRepository.listAnswers(db, query.quoteId);
    const opened = openAnswers(keyring, rows).filter(
      (answer) =>
        (query.forSpouse === undefined || answer.row.forSpouse === query.forSpouse) &&
        (query.filter === undefined ||
          answerMatchesFilter(
            { answer: answer.text, message: answer.row.message, files: answer.fileIds },
            query.filter,
          )),
    );
    return answersAsSeen(files, opened, "professional");
  }

  return {
    /**
     * Saves answers of the caller's jobs: each replaces what its key held, and its files join those
     * the key has. One transaction for the whole save, files included: a refused answer or file
     * leaves nothing of it stored.
     */
    async save(principal: Principal | null, form: FormData): Promise<void> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const { questionList: entries } = parseFormFields(addOrganizerAnswersFieldsSchema, form.fields);
      const uploads = filesByEntry(form, entries.length);
      // Each job's answers follow its organizer: the business one for a business request.
      const definitions = new Map<number, OrganizerDefinition>();
      for (const quoteId of new Set(entries.map((entry) => entry.quoteId))) {
        const job = await jobOf(db, caller, quoteId, "taxpayer");
        definitions.set(quoteId, await organizerOfRequest(db, job.requestId));
      }
      await checkSave(entries, uploads, definitions);
      await files.removingOnFailure((saved) =>
        db.transaction(async (tx) => {
          const now = clock.now();
          for (const [index, entry] of entries.entries()) {
            const definition = definitions.get(entry.quoteId);
            if (definition === undefined) throw jobNotFound();
            const answerId = await organizerRepository.upsertAnswer(
              tx,
              storedColumns(definition, entry, now),
            );
            for (const upload of uploads.get(index) ?? []) {
              const file = await saveFormFile(files, upload, {
                purpose: ORGANIZER_FILE_PURPOSE,
                ownerUserId: caller.userId,
                allow: "documents",
                executor: tx,
              });
              saved.push(file);
              await organizerRepository.attachFile(tx, answerId, file.id);
            }
          }
        }),
      );
    },

    /** The job's answers as its taxpayer gave them, sensitive ones in full. */
    async listForTaxpayer(principal: Principal | null, quoteId: number): Promise<OrganizerAnswer[]> {
      const caller = requireRole(principal, RoleId.taxpayer);
      const rows = await organizerRepository.listTaxpayersAnswers(db, quoteId, caller.userId);
      // No answers: a job of theirs with none yet, or someone else's job (not found).
      if (rows.length === 0) await jobOf(db, caller, quoteId, "taxpayer");
      return answersAsSeen(files, openAnswers(keyring, rows), "taxpayer");
    },

    /** The job's answers for its professional: one person's when `forSpouse` is given, filtered, masked. */
    async listForProfessional(
      principal: Principal | null,
      query: ProfessionalAnswersQuery,
      from: string | null = null,
    ): Promise<OrganizerAnswer[]> {
      const caller = requireRole(principal, RoleId.expert);
      const job = await jobOf(db, caller, query.quoteId, "expert");
      const answers = await professionalAnswers(query);
      await audit(db, caller, job, "organizer.read", from);
      return answers;
    },

    /**
     * A live support case's answers for an operator, masked as the professional sees them; 403 once
     * the case is closed or expired. Each read is in the audit log.
     */
    async listForSupportCase(
      principal: Principal | null,
      caseId: number,
      from: string | null = null,
    ): Promise<OrganizerAnswer[]> {
      const operator = requireRole(principal, RoleId.admin);
      const supportCase = await supportCaseRecords.requireLive(db, caseId, clock.now());
      const answers = await professionalAnswers({ quoteId: supportCase.quoteId });
      await audit(
        db,
        operator,
        { quoteId: supportCase.quoteId, taxpayerUserId: supportCase.taxpayerUserId },
        "organizer.read",
        from,
        { supportCaseId: caseId },
      );
      return answers;
    },

    /**
     * The professional opens the job's review: records the time, and answers when they opened it
     * before (null the first time), so the review marks the answers saved since.
     */
    async openReview(principal: Principal | null, quoteId: number): Promise<OrganizerReviewOpened> {
      const caller = requireRole(principal, RoleId.expert);
      return db.transaction(async (tx) => {
        await jobOf(tx, caller, quoteId, "expert");
        const before = await organizerRepository.lastViewed(tx, quoteId, caller.userId);
        await organizerRepository.setLastViewed(tx, quoteId, caller.userId, clock.now());
        return { lastViewedAt: before?.toISOString() ?? null };
      });
    },

    /**
     * The job's answers as a PDF for its professional: the same answers, sections, labels and masks
     * as the review with the same person and filter.
     */
    async answersPdf(
      principal: Principal | null,
      query: ProfessionalAnswersQuery,
      from: string | null = null,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      const caller = requireRole(principal, RoleId.expert);
      const job = await jobOf(db, caller, query.quoteId, "expert");
      await audit(db, caller, job, "organizer.export-pdf", from);
      const definition = await organizerOfRequest(db, job.requestId);
      const answers = await professionalAnswers(query);
      const people = await peopleService.byIds(db, [job.taxpayerUserId]);
      const client = people.get(job.taxpayerUserId);
      const clientName = client ? `${client.firstName} ${client.lastName}`.trim() : "";
      const kind = definition.kind === "business" ? "Business" : "Individual";
      const bytes = await answersPdf({
        heading: `${kind} organizer answers${clientName ? ` — ${clientName}` : ""}`,
        subtitle: [
          `Tax preparation ${job.quoteId}. Answers of the ${
            query.forSpouse === true
              ? "spouse"
              : query.forSpouse === false
                ? "taxpayer"
                : "taxpayer and spouse"
          }${query.filter === undefined ? "" : `; ${answerFilterModeLabels[query.filter]}`}.`,
          `Made ${clock.now().toISOString().slice(0, 10)}. Sensitive numbers are masked.`,
        ],
        sections: reviewSections(definition, answers),
      });
      const who = query.forSpouse === true ? "-spouse" : "";
      return { fileName: `tax-preparation-${job.quoteId}-organizer${who}.pdf`, bytes };
    },

    /** Removes a file from one of the caller's answers; another's file looks like a missing one. */
    async deleteFile(principal: Principal | null, fileId: number): Promise<void> {
      const caller = requireRole(principal, RoleId.taxpayer);
      await db.transaction(async (tx) => {
        const quoteId = await organizerRepository.jobOfFile(tx, fileId);
        const job = quoteId === null ? null : await jobRecordsService.parties(tx, quoteId);
        if (!job || job.taxpayerUserId !== caller.userId) throw notFound("That file does not exist.");
        await files.remove(fileId, tx);
      });
    },

    /** One answer in full for the job's professional; a sensitive one's reveal is recorded first. */
    async reveal(
      principal: Principal | null,
      request: { quoteId: number; answerId: number },
      from: string,
    ): Promise<{ answer: string | null }> {
      const caller = requireRole(principal, RoleId.expert);
      return db.transaction(async (tx) => {
        const job = await jobOf(tx, caller, request.quoteId, "expert");
        const row: OrganizerAnswerRow | null = await organizerRepository.findAnswer(tx, request.answerId);
        if (!row || row.quoteId !== request.quoteId) throw notFound("We could not find that answer.");
        await audit(tx, caller, job, "organizer.reveal", from, {
          answerId: row.id,
          sensitive: row.answerSealed !== null,
        });
        if (row.answerSealed !== null) {
          await organizerRepository.addReveal(tx, {
            quoteId: row.quoteId,
            answerId: row.id,
            question: row.question,
            forSpouse: row.forSpouse,
            revealedByUserId: caller.userId,
            revealedAt: clock.now(),
            fromAddress: from,
          });
        }
        return { answer: answerText(keyring, row) };
      });
    },

    /** Who read which sensitive answer of the caller's job in full, when and from where; latest first. */
    async reveals(principal: Principal | null, quoteId: number): Promise<OrganizerReveal[]> {
      const caller = requireRole(principal, RoleId.taxpayer);
      await jobOf(db, caller, quoteId, "taxpayer");
      const rows = await organizerRepository.listReveals(db, quoteId);
      const people = await peopleService.byIds(
        db,
        rows.map((row) => row.revealedByUserId),
      );
      return rows.map((row) => {
        const person = people.get(row.revealedByUserId);
        return {
          question: row.question,
          forSpouse: row.forSpouse,
          revealedBy: person ? `${person.firstName} ${person.lastName}`.trim() : "",
          revealedAt: row.revealedAt.toISOString(),
          from: row.fromAddress,
        };
      });
    },
  };
}

export type OrganizerService = ReturnType<typeof createOrganizerService>;
