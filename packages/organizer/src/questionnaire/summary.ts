/**
 * A request's answers as people read them: each asked question's short label and its answer in
 * words (labels, not codes). Works on the wizard's answers and on requests the server returns.
 */
import { usStateName } from "@taxlane/contract";
import { isLanguage, languageNames } from "@taxlane/contract/i18n/language";
import { speakingLocale } from "../speaking-locale";
import { countryLabel } from "./countries";
import { hasAnswer, isQuestionShown, parseCount, questionnaireFor } from "./logic";
import type { Answers, AnswerValue, ChoiceOption, Question, QuestionnaireKind } from "./types";
import { questionnaireText } from "./words";

export interface AnswerLine {
  key: string;
  label: string;
  value: string;
}

const optionLabel = (question: Question & { options: readonly ChoiceOption[] }, code: number) =>
  question.options.find((option) => option.value === code)?.label() ?? String(code);

/** One answer in words; `null` when there is nothing to show. */
export function answerText(question: Question, value: unknown): string | null {
  if (
    question.kind === "singleChoice" &&
    question.noneLabel !== undefined &&
    (value === null || value === undefined)
  ) {
    return question.noneLabel();
  }
  if (!hasAnswer(value as AnswerValue | null | undefined)) return null;
  switch (question.kind) {
    case "yesNo":
      return value === true ? questionnaireText("yes") : value === false ? questionnaireText("no") : null;
    case "singleChoice":
      if (typeof value !== "number") return null;
      return question.noneLabel !== undefined && value === 0
        ? question.noneLabel()
        : optionLabel(question, value);
    case "multiChoice":
      return Array.isArray(value)
        ? value.map((code) => optionLabel(question, Number(code))).join(", ")
        : null;
    case "count": {
      const count = typeof value === "number" ? value : typeof value === "string" ? parseCount(value) : null;
      return count === null ? null : count.toLocaleString(speakingLocale());
    }
    case "usState":
      return typeof value === "string" ? usStateName(value) : null;
    case "country":
      return typeof value === "string" ? countryLabel(value.trim()) : null;
    case "language":
      return typeof value === "string" && isLanguage(value) ? languageNames[value] : null;
    default:
      return typeof value === "string" ? value.trim() : null;
  }
}

/**
 * The lines of a summary, in the questionnaire's order, for the questions that were asked and
 * answered. `record` may carry other fields (`id`, `createdDate`, …); they are ignored.
 */
export function summarizeAnswers(
  kind: QuestionnaireKind,
  record: Readonly<Record<string, unknown>>,
): AnswerLine[] {
  const questionnaire = questionnaireFor(kind);
  const answers = record as Answers;
  const lines: AnswerLine[] = [];
  for (const step of questionnaire.steps) {
    for (const question of step.questions) {
      if (!isQuestionShown(question, answers)) continue;
      const text = answerText(question, record[question.key]);
      if (text !== null && text !== "")
        lines.push({ key: question.key, label: question.summaryLabel(), value: text });
    }
  }
  return lines;
}

/** The answers that tell one request from another at a glance, in this order. */
const headlineKeys: Record<QuestionnaireKind, readonly string[]> = {
  individual: ["state", "isMarried", "incomeTypeIds"],
  business: ["state", "entityMembersCount", "businessTransactionAccountingSoftwareId"],
};

/**
 * The answers a request's headline reads, and those that decide whether its questions were asked:
 * a list can send these rather than the words, and each page words them in its own language.
 */
export function headlineAnswers(
  kind: QuestionnaireKind,
  record: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const keys = new Set(headlineKeys[kind]);
  for (const step of questionnaireFor(kind).steps) {
    for (const question of step.questions) {
      if (keys.has(question.key) && question.showWhen !== undefined) keys.add(question.showWhen.key);
    }
  }
  return Object.fromEntries(
    [...keys].filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
  );
}

/**
 * A one-line summary of a request's answers ("State: California · Married: Yes · Income: W-2"),
 * so two requests of the same kind can be told apart; "" when none of those answers was given.
 */
export function requestHeadline(kind: QuestionnaireKind, record: Readonly<Record<string, unknown>>): string {
  const keys = headlineKeys[kind];
  return summarizeAnswers(kind, record)
    .filter((line) => keys.includes(line.key))
    .map((line) => `${line.label}: ${line.value}`)
    .join(" · ");
}
