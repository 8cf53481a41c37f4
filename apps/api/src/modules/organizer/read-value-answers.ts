import {
  decodeOrganizerTable,
  encodeOrganizerTable,
  findOrganizerQuestion,
  individualOrganizer,
  READ_VALUES_DOCUMENT_COLUMN,
  type ReadValueKind,
  readValuesKey,
  readValuesTable,
} from "@taxlane/organizer";
import type { Executor } from "../../db/client";
import type { Keyring } from "../../lib/keyring";
import { organizerRepository } from "./organizer.repository";
import { sensitiveKindOf } from "./organizer-sensitive";
import { answerText } from "./organizer-view";

/** One value the taxpayer confirmed from a read document: the box of the document's kind it fills. */
export interface ConfirmedReadValue {
  quoteId: number;
  forSpouse: boolean;
  kind: ReadValueKind;
  fileId: number;
  box: string;
  value: string;
}

/**
 * The organizer's side of documents that read themselves: a confirmed value becomes the taxpayer's
 * answer, in the row of its document in the table of its kind (`read-values.ts` of the organizer
 * package), sealed as every answer with a sensitive column. Runs in the caller's transaction, which
 * holds the job locked, so two confirmations into one table never overwrite each other.
 */
export const readValueAnswers = {
  async write(tx: Executor, keyring: Keyring, confirmed: ConfirmedReadValue, now: Date): Promise<void> {
    const key = readValuesKey(confirmed.kind, confirmed.forSpouse ? "spouse" : "taxPayer");
    const place = findOrganizerQuestion(individualOrganizer, key);
    if (place === undefined) throw new Error(`no organizer question ${key}`);
    const [stored] = (await organizerRepository.findByKeys(tx, confirmed.quoteId, [key])).filter(
      (row) => row.forSpouse === confirmed.forSpouse,
    );
    const rows = decodeOrganizerTable(stored ? (answerText(keyring, stored) ?? undefined) : undefined);
    const document = String(confirmed.fileId);
    const index = rows.findIndex((row) => row[READ_VALUES_DOCUMENT_COLUMN] === document);
    const row = {
      ...(rows[index] ?? { [READ_VALUES_DOCUMENT_COLUMN]: document }),
      [confirmed.box]: confirmed.value,
    };
    const updated = index < 0 ? [...rows, row] : rows.map((existing, at) => (at === index ? row : existing));
    const text = encodeOrganizerTable(readValuesTable(confirmed.kind), updated);
    const sealed = sensitiveKindOf(key) !== null ? keyring.encrypt(Buffer.from(text, "utf8")) : null;
    await organizerRepository.upsertAnswer(tx, {
      quoteId: confirmed.quoteId,
      categoryId: place.question.sectionId,
      forSpouse: confirmed.forSpouse,
      question: key,
      answerTypeId: place.question.answerTypeId,
      answer: sealed ? null : text,
      answerSealed: sealed?.sealed ?? null,
      answerKeyId: sealed?.keyId ?? null,
      message: null,
      reminder: false,
      isFile: false,
      createdAt: now,
      updatedAt: now,
    });
  },
};
