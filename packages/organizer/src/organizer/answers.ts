/**
 * Stored answers ↔ organizer values. Answers are stored as the text a client sent (converted per answer type,
 * a number that is NaN or null becomes null, 'null' and 'NaN' mean empty);
 * the organizer reads them by question, so an option's value, a yes/no kept under a text type, or
 * text under a type that does not fit it (a state sent as a number) is read as people meant it.
 */
import {
  type AnswerFilterMode,
  AnswerTypeId,
  answerMatchesFilter,
  convertAnswer,
  type FilterableAnswer,
  isEmptyAnswerText,
  type OrganizerCategoryId,
} from "@taxlane/contract";
import { findOrganizerQuestion } from "./lookup";
import type {
  OrganizerAnswers,
  OrganizerAnswerValue,
  OrganizerDefinition,
  OrganizerFileRef,
  OrganizerQuestion,
} from "./types";

/** Whether a value counts as an answer: not missing or null, not blank text, not an empty list. */
export function hasOrganizerAnswer(value: OrganizerAnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return !isEmptyAnswerText(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A stored answer as the API returns it. */
export interface StoredOrganizerAnswer {
  question: string;
  answer: string | null;
  files?: readonly OrganizerFileRef[];
  categoryId?: number;
  answerTypeId?: number;
}

function readBoolean(text: string): boolean | null {
  const lower = text.trim().toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  return null;
}

/**
 * One answer's value for `question`: the files of a file question, the option whose value reads as
 * the text, a yes/no of a yes/no or check-box input, else the text converted per the question's
 * answer type; text the type cannot hold is kept as it is rather than lost.
 */
export function readOrganizerAnswer(
  question: OrganizerQuestion,
  text: string | null | undefined,
  files: readonly OrganizerFileRef[] = [],
): OrganizerAnswerValue {
  if (question.isFile && files.length > 0) return files;
  if (text === null || text === undefined || isEmptyAnswerText(text)) return null;
  const option = question.options?.find((candidate) => String(candidate.value) === text.trim());
  if (option !== undefined) return option.value;
  if (question.input === "yesNo" || question.input === "checkbox") {
    const flag = readBoolean(text);
    if (flag !== null) return flag;
  }
  const converted = convertAnswer(question.answerTypeId, text);
  return converted === null ? text : converted;
}

/** The text an answer is sent as (files go as files; a file question's text is empty). */
export function organizerAnswerText(
  question: OrganizerQuestion,
  value: OrganizerAnswerValue | undefined,
): string {
  if (value === undefined || value === null || question.input === "file") return "";
  if (Array.isArray(value)) return question.isFile ? "" : JSON.stringify(value);
  if (typeof value === "object") return JSON.stringify(value);
  if (question.answerTypeId === AnswerTypeId.json && typeof value !== "string") return JSON.stringify(value);
  return String(value);
}

/** Stored answers → organizer answers by key (row keys included); unknown keys keep their text. */
export function organizerAnswersFromRows(
  definition: OrganizerDefinition,
  rows: readonly StoredOrganizerAnswer[],
): OrganizerAnswers {
  const answers: Record<string, OrganizerAnswerValue> = {};
  for (const row of rows) {
    const place = findOrganizerQuestion(definition, row.question);
    answers[row.question] =
      place === undefined
        ? (row.answer ?? null)
        : readOrganizerAnswer(place.question, row.answer, row.files ?? []);
  }
  return answers;
}

/**
 * The section an answer belongs to: the one it was sent with, or, when the client sent 0 (it does
 * for some general questions) or nothing, the section of its question. `null` for an unknown key
 * sent without a section.
 */
export function organizerSectionOf(
  definition: OrganizerDefinition,
  row: Pick<StoredOrganizerAnswer, "question" | "categoryId">,
): OrganizerCategoryId | null {
  if (row.categoryId !== undefined && row.categoryId >= 1 && row.categoryId <= 40) {
    return row.categoryId as OrganizerCategoryId;
  }
  return findOrganizerQuestion(definition, row.question)?.question.sectionId ?? null;
}

/** The answers a filter mode keeps (1 drops empty answers with a message, 2 keeps those with a message, 3 empty ones). */
export function filterOrganizerAnswers<T extends FilterableAnswer>(
  rows: readonly T[],
  mode: AnswerFilterMode,
): T[] {
  return rows.filter((row) => answerMatchesFilter(row, mode));
}
