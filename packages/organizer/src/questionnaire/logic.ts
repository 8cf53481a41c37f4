/**
 * What the wizard needs to walk a questionnaire: which questions and steps are asked given the
 * answers so far (branching), what is wrong with a step's answers, and answers read back from
 * storage made safe to use. No zod and no React: public pages and tests use it as it is.
 */
import { isUsStateCode } from "@taxlane/contract";
import { isLanguage } from "@taxlane/contract/i18n/language";
import { validation } from "@taxlane/contract/i18n/local/validation";
import { speakingLocale } from "../speaking-locale";
import { businessQuestionnaire } from "./business";
import { isKnownCountry } from "./countries";
import { individualQuestionnaire } from "./individual";
import {
  type Answers,
  type AnswerValue,
  NONE_ANSWER,
  type Question,
  type Questionnaire,
  type QuestionnaireKind,
  type QuestionnaireStep,
  type StepFlow,
} from "./types";
import { questionnaireText } from "./words";

export const questionnaires: Readonly<Record<QuestionnaireKind, Questionnaire>> = {
  individual: individualQuestionnaire,
  business: businessQuestionnaire,
};

export function questionnaireFor(kind: QuestionnaireKind): Questionnaire {
  return questionnaires[kind];
}

/** Texts of the wizard's own checks (the server's, from the catalog, where it has them), read when shown. */
export const answerTexts = {
  get chooseCountry() {
    return questionnaireText("chooseCountry");
  },
  get chooseState() {
    return questionnaireText("chooseState");
  },
  get unknownState() {
    return questionnaireText("unknownState");
  },
  get chooseOne() {
    return questionnaireText("chooseOne");
  },
  get chooseAtLeastOne() {
    return questionnaireText("chooseAtLeastOne");
  },
  get required() {
    return validation.required;
  },
  get naturalNumber() {
    return validation.naturalNumber;
  },
  tooLarge: (max: number) => questionnaireText("tooLarge", { max: max.toLocaleString(speakingLocale()) }),
  tooLong: (max: number) => questionnaireText("tooLong", { max }),
};

/** Digits, optionally grouped by commas as people write large numbers ("1,200"). */
const COUNT_PATTERN = /^(\d+|\d{1,3}(,\d{3})+)$/;

/** A count typed as text → its number, or `null` when it is not a whole number of digits. */
export function parseCount(typed: string): number | null {
  const trimmed = typed.trim();
  if (!COUNT_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(",", ""));
  return Number.isSafeInteger(value) ? value : null;
}

/** Whether a value counts as an answer: not missing, not blank text, not an empty list. */
export function hasAnswer(value: AnswerValue | null | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether `question` is asked given `answers` (its `showWhen`, when it has one). */
export function isQuestionShown(question: Question, answers: Answers): boolean {
  const condition = question.showWhen;
  if (condition === undefined) return true;
  const value = answers[condition.key];
  return (
    (typeof value === "string" || typeof value === "number" || typeof value === "boolean") &&
    condition.oneOf.includes(value)
  );
}

export function shownQuestions(step: QuestionnaireStep, answers: Answers): Question[] {
  return step.questions.filter((question) => isQuestionShown(question, answers));
}

/**
 * Whether `question` is, or may still be, asked: shown now, or waiting on an answer not given yet
 * (which always comes from an earlier step or question).
 */
export function mayBeAsked(question: Question, answers: Answers): boolean {
  const condition = question.showWhen;
  return (
    condition === undefined || answers[condition.key] === undefined || isQuestionShown(question, answers)
  );
}

/**
 * The steps asked given `answers`: a step whose every question is skipped is skipped too. A step
 * that hangs on an answer not given yet still counts, so the number of steps only falls.
 */
export function visibleSteps(questionnaire: StepFlow, answers: Answers): QuestionnaireStep[] {
  return questionnaire.steps.filter((step) =>
    step.questions.some((question) => mayBeAsked(question, answers)),
  );
}

/** What is wrong with one answer, or `null` when it is fine (or may be left out and was). */
export function questionError(question: Question, value: AnswerValue | undefined): string | null {
  if (!hasAnswer(value)) {
    if (question.optional) return null;
    switch (question.kind) {
      case "country":
        return answerTexts.chooseCountry;
      case "usState":
        return answerTexts.chooseState;
      case "multiChoice":
        return answerTexts.chooseAtLeastOne;
      case "singleChoice":
      case "yesNo":
      case "language":
        return answerTexts.chooseOne;
      default:
        return answerTexts.required;
    }
  }
  switch (question.kind) {
    case "country":
      return typeof value === "string" && isKnownCountry(value) ? null : answerTexts.chooseCountry;
    case "usState":
      return typeof value === "string" && isUsStateCode(value) ? null : answerTexts.unknownState;
    case "yesNo":
      return typeof value === "boolean" ? null : answerTexts.chooseOne;
    case "singleChoice": {
      const allowed = question.options.some((option) => option.value === value);
      const none = question.noneLabel !== undefined && value === NONE_ANSWER;
      return allowed || none ? null : answerTexts.chooseOne;
    }
    case "multiChoice": {
      if (!Array.isArray(value)) return answerTexts.chooseAtLeastOne;
      const known = value.every((code) => question.options.some((option) => option.value === code));
      return known && new Set(value).size === value.length ? null : answerTexts.chooseAtLeastOne;
    }
    case "count": {
      const count = typeof value === "string" ? parseCount(value) : null;
      if (count === null) return answerTexts.naturalNumber;
      return count > question.max ? answerTexts.tooLarge(question.max) : null;
    }
    case "text":
      if (typeof value !== "string") return answerTexts.required;
      return value.trim().length > question.maxLength ? answerTexts.tooLong(question.maxLength) : null;
    case "language":
      return typeof value === "string" && isLanguage(value) ? null : answerTexts.chooseOne;
  }
}

/** Messages by question key for the questions of `step` that are asked and wrong; empty when the step is fine. */
export function stepErrors(step: QuestionnaireStep, answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of shownQuestions(step, answers)) {
    const message = questionError(question, answers[question.key]);
    if (message !== null) errors[question.key] = message;
  }
  return errors;
}

/** The first asked step with something wrong and its messages, or `null` when every step is fine. */
export function firstInvalidStep(
  questionnaire: StepFlow,
  answers: Answers,
): { step: QuestionnaireStep; errors: Record<string, string> } | null {
  for (const step of visibleSteps(questionnaire, answers)) {
    const errors = stepErrors(step, answers);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

/** The step that asks `key`, e.g. to show a server's message about that field. */
export function stepOfQuestion(questionnaire: StepFlow, key: string): QuestionnaireStep | undefined {
  return questionnaire.steps.find((step) => step.questions.some((question) => question.key === key));
}

function isAnswerOfKind(question: Question, value: unknown): value is AnswerValue {
  switch (question.kind) {
    case "yesNo":
      return typeof value === "boolean";
    case "singleChoice":
      return typeof value === "number";
    case "multiChoice":
      return Array.isArray(value) && value.every((code) => typeof code === "number");
    default:
      return typeof value === "string";
  }
}

/**
 * Answers read back from storage (or anywhere untrusted), keeping only the questionnaire's keys
 * with values of the right type; wrong values are dropped, so the person is simply asked again.
 */
export function sanitizeAnswers(questionnaire: StepFlow, raw: unknown): Answers {
  if (typeof raw !== "object" || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const answers: Record<string, AnswerValue> = {};
  for (const step of questionnaire.steps) {
    for (const question of step.questions) {
      const value = source[question.key];
      if (isAnswerOfKind(question, value)) answers[question.key] = value;
    }
  }
  return answers;
}
