import { isEmptyAnswerText, type OrganizerAnswer } from "@taxlane/contract";
import type { Keyring } from "../../lib/keyring";
import { type FilesService, toFileRef } from "../files";
import type { AnswerWithFilesRow, OrganizerAnswerRow } from "./organizer.repository";
import { maskAnswer, sensitiveKindOf } from "./organizer-sensitive";

/** A stored answer with its text opened (a sealed one decrypted) and its files by id. */
export interface OpenedAnswer {
  row: OrganizerAnswerRow;
  text: string | null;
  sealed: boolean;
  fileIds: number[];
}

/** The text of a stored answer: as sent, or decrypted with the key it was sealed with. */
export function answerText(keyring: Keyring, row: OrganizerAnswerRow): string | null {
  if (row.answerSealed !== null && row.answerKeyId !== null) {
    return keyring.decrypt(row.answerKeyId, row.answerSealed).toString("utf8");
  }
  return row.answer;
}

/** A job's answers, opened, with the ids of their files. */
export function openAnswers(keyring: Keyring, rows: readonly AnswerWithFilesRow[]): OpenedAnswer[] {
  // The row itself, not a copy without `fileIds`: a rest copy of each row cost more than the rest.
  return rows.map((row) => ({
    row,
    text: answerText(keyring, row),
    sealed: row.answerSealed !== null,
    fileIds: row.fileIds,
  }));
}

/**
 * Answers as a reader sees them: in full for the job's taxpayer; for its professional, a sealed
 * answer masked (`***-**-1234`, last four for bank and license numbers) and marked `masked`.
 */
export async function answersAsSeen(
  files: FilesService,
  answers: readonly OpenedAnswer[],
  view: "taxpayer" | "professional",
): Promise<OrganizerAnswer[]> {
  const stored = await files.findMany(answers.flatMap((answer) => answer.fileIds));
  return answers.map(({ row, text, sealed, fileIds }) => {
    const kind = sealed ? sensitiveKindOf(row.question) : null;
    // An empty sensitive answer ('null', blank) hides nothing: it shows as it is.
    const masked = view === "professional" && sealed && !isEmptyAnswerText(text);
    return {
      id: row.id,
      quoteId: row.quoteId,
      categoryId: row.categoryId,
      forSpouse: row.forSpouse,
      question: row.question,
      answerTypeId: row.answerTypeId,
      answer: masked && text !== null ? maskAnswer(row.question, kind ?? "accountNumber", text) : text,
      message: row.message,
      reminder: row.reminder,
      isFile: row.isFile,
      files: fileIds.flatMap((id) => {
        const file = stored.get(id);
        return file ? [toFileRef(file)] : [];
      }),
      ...(masked ? { masked: true } : {}),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
