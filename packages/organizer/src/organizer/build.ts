/**
 * Helpers the step files are written with: a question is its key, its wire answer type and its label;
 * the rest (section, person, `forSpouse`, file flag, input and its checks) follows from the key and
 * the step unless a step says otherwise, as it must where the existing client sends unusual values.
 */
import { AnswerTypeId, type OrganizerCategoryId } from "@taxlane/contract";
import type { Phrase } from "../phrase";
import { inputRules } from "./rules";
import type {
  OrganizerCondition,
  OrganizerFlowId,
  OrganizerInput,
  OrganizerNotice,
  OrganizerOption,
  OrganizerPerson,
  OrganizerQuestion,
  OrganizerRowGroup,
  OrganizerRuleId,
  OrganizerStep,
  OrganizerTable,
  SensitiveKind,
} from "./types";

export interface QuestionSpec {
  type: AnswerTypeId;
  label: Phrase;
  input?: OrganizerInput;
  rules?: readonly OrganizerRuleId[];
  help?: Phrase;
  options?: readonly OrganizerOption[];
  when?: OrganizerCondition;
  sensitive?: SensitiveKind;
  table?: OrganizerTable;
  section?: OrganizerCategoryId;
  isFile?: boolean;
  forSpouse?: boolean;
  person?: OrganizerPerson;
  derived?: true;
}

/** A question before its step fills in the section. */
export type QuestionDraft = Omit<OrganizerQuestion, "sectionId"> & { sectionId?: OrganizerCategoryId };

type Extra = Omit<QuestionSpec, "type" | "label">;

const inputByType: Readonly<Record<AnswerTypeId, OrganizerInput>> = {
  0: "text",
  1: "count",
  2: "text",
  3: "yesNo",
  4: "date",
  5: "table",
  6: "file",
  7: "checkbox",
  8: "radio",
};

/** Whose answer a key holds, read from the key as the existing client names them. */
export function personOfKey(key: string): OrganizerPerson {
  if (/spouse|spouce/i.test(key)) return "spouse";
  if (/taxpayer/i.test(key)) return "taxpayer";
  return "household";
}

export function q(key: string, spec: QuestionSpec): QuestionDraft {
  const person = spec.person ?? personOfKey(key);
  const input = spec.input ?? inputByType[spec.type];
  const rules = [...new Set([...inputRules(input), ...(spec.rules ?? [])])];
  const question: QuestionDraft = {
    key,
    label: spec.label,
    answerTypeId: spec.type,
    forSpouse: spec.forSpouse ?? person === "spouse",
    person,
    isFile: spec.isFile ?? spec.type === AnswerTypeId.file,
    input,
    rules,
  };
  if (spec.section !== undefined) question.sectionId = spec.section;
  if (spec.help !== undefined) question.help = spec.help;
  if (spec.options !== undefined) question.options = spec.options;
  if (spec.when !== undefined) question.visibleWhen = spec.when;
  if (spec.sensitive !== undefined) question.sensitive = spec.sensitive;
  if (spec.table !== undefined) question.table = spec.table;
  if (spec.derived !== undefined) question.derived = spec.derived;
  return question;
}

export const yesNo = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.boolean, label, ...extra });
export const text = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.string, label, ...extra });
/** An amount in US dollars, sent as text. */
export const money = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.string, label, input: "money", ...extra });
export const file = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.file, label, ...extra });
export const date = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.date, label, ...extra });
export const checkbox = (key: string, label: Phrase, extra: Extra = {}) =>
  q(key, { type: AnswerTypeId.checkbox, label, ...extra });

/** The same money lines for a key prefix, e.g. `moneyLines("taxPayerBusinessExpense_", "1", lines)`. */
export function moneyLines(
  prefix: string,
  suffix: string,
  lines: readonly (readonly [name: string, label: Phrase])[],
  extra: Extra = {},
): QuestionDraft[] {
  return lines.map(([name, label]) => money(`${prefix}${name}${suffix}`, label, extra));
}

/** Adds a condition to questions (all of theirs and this one must hold). */
export function under(condition: OrganizerCondition, questions: readonly QuestionDraft[]): QuestionDraft[] {
  return questions.map((question) => ({
    ...question,
    visibleWhen: question.visibleWhen === undefined ? condition : { all: [condition, question.visibleWhen] },
  }));
}

/** Changes a drafted question where the existing client sends other values than the defaults. */
export function withWire(
  question: QuestionDraft,
  wire: Partial<Pick<OrganizerQuestion, "answerTypeId" | "forSpouse" | "isFile" | "sectionId">>,
): QuestionDraft {
  return { ...question, ...wire };
}

export interface StepSpec {
  id: string;
  title: Phrase;
  lead: Phrase;
  sectionId: OrganizerCategoryId;
  questions: readonly QuestionDraft[];
  groups?: readonly OrganizerRowGroup[];
  notices?: readonly OrganizerNotice[];
  when?: OrganizerCondition;
}

/** A step of `flowId`: its questions filed under its section unless they name another. */
export function defineStep(flowId: OrganizerFlowId, spec: StepSpec): OrganizerStep {
  const groups = spec.groups ?? [];
  const groupOfKey = new Map(groups.flatMap((group) => group.keys.map((key) => [key, group.id] as const)));
  const questions = spec.questions.map((draft): OrganizerQuestion => {
    const groupId = groupOfKey.get(draft.key);
    const question: OrganizerQuestion = { ...draft, sectionId: draft.sectionId ?? spec.sectionId };
    if (groupId !== undefined) question.groupId = groupId;
    return question;
  });
  const step: OrganizerStep = {
    id: `${flowId}/${spec.id}`,
    flowId,
    title: spec.title,
    lead: spec.lead,
    sectionId: spec.sectionId,
    questions,
    groups,
    notices: spec.notices ?? [],
  };
  if (spec.when !== undefined) step.visibleWhen = spec.when;
  return step;
}
