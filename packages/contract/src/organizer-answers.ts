/** How organizer answers, stored and sent as text, convert per answer type and match a filter. */
import { AnswerFilterMode, AnswerTypeId } from "./organizer-codes";

/** A value of a JSON answer. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What an answer's text converts to, by answer type. */
export interface AnswerValueByType {
  0: string | null;
  1: number | null;
  2: string | null;
  3: boolean | null;
  4: string | null;
  5: JsonValue;
  6: string | null;
  7: boolean | null;
  8: string | null;
}
export type AnswerValue = AnswerValueByType[AnswerTypeId];

/** The texts that mean "no value" for an answer or a message. */
const emptyTexts: ReadonlySet<string> = new Set(["", "null", "NaN"]);

/** True when an answer or message text means empty: missing, blank, 'null' or 'NaN'. */
export function isEmptyAnswerText(text: string | null | undefined): boolean {
  return text === null || text === undefined || emptyTexts.has(text.trim());
}

/** A message's text, or null when it means empty. */
export function convertMessage(text: string | null | undefined): string | null {
  return isEmptyAnswerText(text) ? null : (text ?? null);
}

function toBoolean(text: string): boolean | null {
  const lower = text.trim().toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  return null;
}

function toNumber(text: string): number | null {
  const value = Number(text.trim());
  return Number.isNaN(value) ? null : value;
}

function toJson(text: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return null;
  }
}

function toDate(text: string): string | null {
  return Number.isNaN(Date.parse(text)) ? null : text;
}

/**
 * Converts an answer's text per its answer type. Empty texts ('null', 'NaN', blank) give null; a number
 * that is not a number gives null; booleans and checkboxes read 'true' / 'false'; JSON that does not
 * parse gives null; dates stay ISO text when they parse; every other type keeps its text.
 */
export function convertAnswer<T extends AnswerTypeId>(
  answerTypeId: T,
  text: string | null | undefined,
): AnswerValueByType[T] {
  return convert(answerTypeId, text) as AnswerValueByType[T];
}

function convert(answerTypeId: AnswerTypeId, text: string | null | undefined): AnswerValue {
  if (text === null || text === undefined || isEmptyAnswerText(text)) return null;
  switch (answerTypeId) {
    case AnswerTypeId.number:
      return toNumber(text);
    case AnswerTypeId.boolean:
    case AnswerTypeId.checkbox:
      return toBoolean(text);
    case AnswerTypeId.date:
      return toDate(text);
    case AnswerTypeId.json:
      return toJson(text);
    case AnswerTypeId.notDefinded:
    case AnswerTypeId.string:
    case AnswerTypeId.file:
    case AnswerTypeId.radio:
      return text;
  }
}

/** The parts of an answer that decide whether it matches a filter. */
export interface FilterableAnswer {
  answer: string | null | undefined;
  message: string | null | undefined;
  /** Files attached to the answer; an answer with files is not empty. */
  files?: readonly unknown[] | undefined;
}

function isEmptyAnswer(row: FilterableAnswer): boolean {
  return isEmptyAnswerText(row.answer) && (row.files === undefined || row.files.length === 0);
}

/**
 * Whether an answer is kept by a filter mode: 1 drops answers that are empty but have a message,
 * 2 keeps only answers with a message, 3 keeps only empty answers.
 */
export function answerMatchesFilter(row: FilterableAnswer, mode: AnswerFilterMode): boolean {
  const hasMessage = !isEmptyAnswerText(row.message);
  switch (mode) {
    case AnswerFilterMode.excludeEmptyWithMessage:
      return !(isEmptyAnswer(row) && hasMessage);
    case AnswerFilterMode.onlyWithMessage:
      return hasMessage;
    case AnswerFilterMode.onlyEmpty:
      return isEmptyAnswer(row);
  }
}
