import {
  addOrganizerAnswersFieldsSchema,
  ORGANIZER_FILES_FIELD,
  type OrganizerAnswerField,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { findOrganizerQuestion, type OrganizerDefinition, type OrganizerFileRef } from "@taxlane/organizer";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, type FormFile, parseFormFields } from "../../lib/form-data";
import type { Keyring } from "../../lib/keyring";
import type { FilesService } from "../files";
import { saveFormFile } from "../files";
import { isJobTaxpayer, jobRecords } from "../tax-preparation";
import { organizerRepository } from "./organizer.repository";
import { jobNotFound, jobOf, ORGANIZER_FILE_PURPOSE } from "./organizer-access";
import { answersAfterSave, type CheckedEntry, saveErrors } from "./organizer-checks";
import { organizerOfRequest } from "./organizer-definition";
import { sensitiveKindOf } from "./organizer-sensitive";

/** What happens to a file given in an answer once stored, in its transaction (documents queue its reading). */
export type OrganizerFileStored = (
  tx: Executor,
  file: { fileId: number; quoteId: number; forSpouse: boolean },
) => Promise<void>;

/** `questionList[i].files`, repeated; `questionList[i].files[j]` is read the same. */
const fileKey = new RegExp(`^questionList\\[(\\d+)\\]\\.${ORGANIZER_FILES_FIELD}(?:\\[\\d+\\])?$`);
const answerKey = (question: string, forSpouse: boolean) => `${forSpouse ? "s" : "t"}:${question}`;

/** The files of a save by the index of the entry they came with. */
function filesByEntry(form: FormData, entries: number): Map<number, FormFile[]> {
  const byEntry = new Map<number, FormFile[]>();
  for (const [key, list] of form.files) {
    const index = Number(fileKey.exec(key)?.[1] ?? Number.NaN);
    if (!(index < entries)) throw fieldError(key, t("organizer.fileBelongsToNoQuestion"));
    byEntry.set(index, [...(byEntry.get(index) ?? []), ...list]);
  }
  return byEntry;
}

/**
 * The taxpayer's saves of organizer answers (individual or business, by the job's request), files
 * included, all or nothing; and the removal of a file from one of their answers.
 */
export function createOrganizerSavingService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  keyring: Keyring;
  onFileStored: OrganizerFileStored;
}) {
  const { db, clock, files, keyring, onFileStored } = deps;

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
      // Not opened: no condition reads a sealed answer's value, so none is decrypted for a save.
      const stored = await organizerRepository.listAnswers(db, quoteId);
      const keptFiles = new Map<string, OrganizerFileRef[]>(
        stored.map((row) => [
          answerKey(row.question, row.forSpouse),
          row.fileIds.map((id) => ({ id, name: String(id) })),
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
        stored.map((row) => ({
          question: row.question,
          // A sealed answer's column is empty; its text is in `answerSealed`.
          answer: row.answer,
          files: keptFiles.get(answerKey(row.question, row.forSpouse)) ?? [],
          sealed: row.answerSealed !== null,
        })),
        checked,
      );
      errors.push(...saveErrors(definition, checked, answers));
    }
    if (errors.length > 0) throw new AppError("VALIDATION_FAILED", errors[0]?.message ?? "", errors);
  }

  return {
    /**
     * Saves answers of the caller's jobs: each replaces what its key held, and its files join those
     * the key has. One transaction for the whole save, files included: a refused answer or file
     * leaves nothing of it stored.
     */
    async save(caller: Principal, form: FormData): Promise<void> {
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
              await onFileStored(tx, { fileId: file.id, quoteId: entry.quoteId, forSpouse: entry.forSpouse });
            }
          }
        }),
      );
    },

    /** Removes a file from one of the caller's answers; another's file looks like a missing one. */
    async deleteFile(caller: Principal, fileId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const quoteId = await organizerRepository.jobOfFile(tx, fileId);
        const job = quoteId === null ? null : await jobRecords.parties(tx, quoteId);
        if (!job || !isJobTaxpayer(caller, job)) throw notFound(t("organizer.fileNotFound"));
        await files.remove(fileId, tx);
      });
    },
  };
}
