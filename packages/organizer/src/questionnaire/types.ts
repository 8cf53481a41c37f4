/**
 * The shapes a questionnaire is written in: steps of questions, each question keyed by the API field
 * it answers, with how it is asked and when it is asked. Plain data, so the web wizard renders it,
 * the request builder reads it, and a summary shows stored answers with the same labels.
 */
import type { Language } from "@taxlane/contract/i18n/language";
import type { Phrase } from "../phrase";

/** One answer as the wizard keeps it: text (also counts as typed), a code, yes/no, or several codes. */
export type AnswerValue = string | number | boolean | readonly number[];

/** The answers collected so far, by question key; a missing key is not answered yet. */
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

export interface ChoiceOption {
  value: number;
  label: Phrase;
}

/**
 * Ask a question only when another one has one of these answers (and not while that one is
 * unanswered). Answers of questions not asked are left out of the request.
 */
export interface ShowWhen {
  key: string;
  oneOf: readonly (string | number | boolean)[];
}

interface QuestionBase {
  /** The API field name the answer goes to. */
  key: string;
  /** The question as people read it. */
  label: Phrase;
  /** A short name for the answer in summaries ("Income", "Bank accounts"). */
  summaryLabel: Phrase;
  /** Help shown under the question. */
  help?: Phrase;
  /** May be left unanswered. */
  optional?: boolean;
  showWhen?: ShowWhen;
}

/** One code of a list (radio buttons). */
export interface SingleChoiceQuestion extends QuestionBase {
  kind: "singleChoice";
  options: readonly ChoiceOption[];
  /**
   * An extra answer meaning "none of these" (e.g. "I don't use one"); it is kept as `NONE_ANSWER`
   * and the request leaves the field out.
   */
  noneLabel?: Phrase;
}

/** Any number of codes of a list (check boxes). */
export interface MultiChoiceQuestion extends QuestionBase {
  kind: "multiChoice";
  options: readonly ChoiceOption[];
}

/** Yes or no, sent as a boolean. */
export interface YesNoQuestion extends QuestionBase {
  kind: "yesNo";
}

/** A whole number from 0 to `max`, typed as digits. */
export interface CountQuestion extends QuestionBase {
  kind: "count";
  max: number;
}

/** Free text of at most `maxLength` characters. */
export interface TextQuestion extends QuestionBase {
  kind: "text";
  maxLength: number;
  /** Several lines rather than one. */
  multiline?: boolean;
}

/** A country by its English name; `UNITED_STATES_COUNTRY` for the United States. */
export interface CountryQuestion extends QuestionBase {
  kind: "country";
}

/** A US state by its two-letter postal code. */
export interface UsStateQuestion extends QuestionBase {
  kind: "usState";
}

/**
 * The language the person would like to work in with their professional, one of the catalog's
 * languages (sent as its code, "en" or "es"); unanswered, the page's language is sent.
 */
export interface LanguageQuestion extends QuestionBase {
  kind: "language";
}

/** The languages a `LanguageQuestion` offers. */
export type LanguageAnswer = Language;

export type Question =
  | SingleChoiceQuestion
  | MultiChoiceQuestion
  | YesNoQuestion
  | CountQuestion
  | TextQuestion
  | CountryQuestion
  | UsStateQuestion
  | LanguageQuestion;

export type QuestionKind = Question["kind"];

export interface QuestionnaireStep {
  /** Stable within its questionnaire; used to come back to a step. */
  id: string;
  title: Phrase;
  /** A sentence under the title saying why we ask. */
  lead?: Phrase;
  questions: readonly Question[];
}

export type QuestionnaireKind = "individual" | "business";

/**
 * Steps walked one at a time, as the wizard shell does: a questionnaire, or a part of the tax
 * organizer. Branching, validation and storage read only the steps.
 */
export interface StepFlow {
  steps: readonly QuestionnaireStep[];
}

export interface Questionnaire extends StepFlow {
  kind: QuestionnaireKind;
  /** `taxPreparationTypeId` of the request (1 individual, 2 business entity). */
  taxPreparationTypeId: 1 | 2;
  title: Phrase;
}

/** The stored answer of a single-choice question's "none of these" option. */
export const NONE_ANSWER = 0;
