/**
 * The shapes the tax organizer is written in: sections, flows of steps, and questions keyed by the
 * stable question keys an existing client already sends (organizer-keys.tsv), with the section,
 * answer type and file flag it sends for them. Plain data: the web wizard renders it, the API stores
 * and checks answers by it, and the professional's review labels answers with it.
 */
import type { AnswerTypeId, JsonValue, OrganizerCategoryId } from "@taxlane/contract";
import type { Phrase } from "../phrase";

/** Whose answer a question holds; spouse questions are asked only of married people. */
export type OrganizerPerson = "taxpayer" | "spouse" | "household";

/** The flows of the individual organizer, and the business organizer's steps. */
export type OrganizerFlowId =
  | "prior-return"
  | "no-prior-return"
  | "income"
  | "deductions"
  | "general"
  | "business";

/** A file attached to an answer, as the API returns it. */
export interface OrganizerFileRef {
  id: number;
  name: string;
}

/**
 * One answer as the organizer reads it: the converted text of its answer type (number, text,
 * boolean, JSON), an option's value, or the files of a file question.
 */
export type OrganizerAnswerValue = JsonValue | readonly OrganizerFileRef[];

/** Answers by question key (keys are unique across the organizer); a missing key is unanswered. */
export type OrganizerAnswers = Readonly<Record<string, OrganizerAnswerValue | undefined>>;

/** What the organizer knows before any answer: the initial questionnaire's marital status. */
export interface OrganizerContext {
  isMarried?: boolean;
}

/** A value a condition compares an answer with. */
export type ConditionValue = string | number | boolean;

/**
 * When a question, step or notice applies. `answer` holds when the question `key` is visible and its
 * answer is one of `oneOf` (so a question hidden by its own parents hides everything under it);
 * `answered` when it is visible and answered; `context` reads `OrganizerContext`.
 */
export type OrganizerCondition =
  | { answer: string; oneOf: readonly ConditionValue[] }
  | { answered: string }
  | { context: keyof OrganizerContext; is: boolean }
  | { all: readonly OrganizerCondition[] }
  | { any: readonly OrganizerCondition[] }
  | { not: OrganizerCondition };

/**
 * How a question is asked, independent of its wire answer type: the existing client sends some
 * answers under types that do not fit them (a state as a number, a unit number as a date), and the
 * organizer keeps those types so both clients read the same answers.
 */
export type OrganizerInput =
  | "yesNo"
  | "checkbox"
  | "radio"
  | "text"
  | "name"
  | "money"
  | "count"
  | "percent"
  | "date"
  | "year"
  | "taxId"
  | "ipPin"
  | "phone"
  | "usState"
  | "zip"
  | "routingNumber"
  | "accountNumber"
  | "file"
  | "table";

/** Checks an answer gets; each has a text people see (see `organizerRuleTexts`). */
export type OrganizerRuleId =
  | "required"
  | "money"
  | "naturalNumber"
  | "monthsOfYear"
  | "percent"
  | "routingNumber"
  | "accountNumber"
  | "taxId"
  | "ipPin"
  | "name"
  | "middleInitial"
  | "street"
  | "zip"
  | "phone"
  | "year"
  | "date"
  | "ein"
  | "businessTaxId"
  | "form1098T";

/** Answers the API encrypts at rest and shows masked (last four characters). */
export type SensitiveKind = "taxId" | "ipPin" | "routingNumber" | "accountNumber" | "driversLicense";

export interface OrganizerOption {
  value: ConditionValue;
  label: Phrase;
}

/** A column of a JSON table answer. */
export interface OrganizerTableColumn {
  /** The row field's name in the table's JSON. */
  key: string;
  label: Phrase;
  input: Exclude<OrganizerInput, "file" | "table">;
  rules?: readonly OrganizerRuleId[];
  options?: readonly OrganizerOption[];
  sensitive?: SensitiveKind;
}

/**
 * A table a person adds rows to, stored as one JSON answer (type 5) in the existing client's shape
 * `{"data": "<rows as JSON text>", "columns": "<columns as JSON text>"}` (see `tables.ts`).
 */
export interface OrganizerTable {
  columns: readonly OrganizerTableColumn[];
  /** The label of the "add" action, e.g. "Add a care provider". */
  addLabel: Phrase;
  /** Rows the table always has, labelled (the four quarters of estimated payments); people add none. */
  fixedRows?: readonly Phrase[];
  /** A column whose numbers must add up to `equals` over the rows (ownership percentages to 100). */
  total?: { column: string; equals: number };
}

export interface OrganizerQuestion {
  /** The stable question key sent as `question`. */
  key: string;
  label: Phrase;
  /** The section (`categoryId`) the answer is filed under. */
  sectionId: OrganizerCategoryId;
  answerTypeId: AnswerTypeId;
  /** The `forSpouse` flag sent with the answer (as the existing client sends it). */
  forSpouse: boolean;
  /** Whose answer it is; spouse questions are asked of married people only. */
  person: OrganizerPerson;
  /** Files are attached to the answer. */
  isFile: boolean;
  input: OrganizerInput;
  rules: readonly OrganizerRuleId[];
  help?: Phrase;
  options?: readonly OrganizerOption[];
  visibleWhen?: OrganizerCondition;
  sensitive?: SensitiveKind;
  table?: OrganizerTable;
  /** The first row of a repeatable group (see `OrganizerRowGroup`). */
  groupId?: string;
  /** Not asked: the client fills it from other answers (shown in reviews only). */
  derived?: true;
}

/**
 * Questions a person repeats as rows ("Add another business"): the key of row 1 is the question's
 * key, further rows replace its trailing `1` with the row number (`dependantBirthday2`), or append
 * it when the key has no trailing `1` (`dependantFirstName2`).
 */
export interface OrganizerRowGroup {
  id: string;
  title: Phrase;
  addLabel: Phrase;
  /** What one row is called, numbered when shown ("Dependent 1"). */
  rowNoun: Phrase;
  /** Keys of row 1, in the order asked. */
  keys: readonly string[];
  visibleWhen?: OrganizerCondition;
}

export type OrganizerNoticeKind = "warning" | "info";

/** A text shown on a step, when its condition holds (always when it has none). */
export interface OrganizerNotice {
  id: string;
  kind: OrganizerNoticeKind;
  text: Phrase;
  visibleWhen?: OrganizerCondition;
}

export interface OrganizerStep {
  /** Flow and number, e.g. "income/3", "deductions/4.1". */
  id: string;
  flowId: OrganizerFlowId;
  title: Phrase;
  lead: Phrase;
  sectionId: OrganizerCategoryId;
  questions: readonly OrganizerQuestion[];
  groups: readonly OrganizerRowGroup[];
  notices: readonly OrganizerNotice[];
  visibleWhen?: OrganizerCondition;
}

export interface OrganizerFlow {
  id: OrganizerFlowId;
  title: Phrase;
  steps: readonly OrganizerStep[];
  visibleWhen?: OrganizerCondition;
}

export interface OrganizerDefinition {
  kind: "individual" | "business";
  title: Phrase;
  /** Flows in the order they are walked. */
  flows: readonly OrganizerFlow[];
}
