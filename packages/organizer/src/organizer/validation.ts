/** What is wrong with answers of a step: each asked question's rules, and the cells of its tables. */
import { hasOrganizerAnswer } from "./answers";
import { organizerGroupRowCount, rowKey } from "./lookup";
import { textRuleChecks } from "./rules";
import { decodeOrganizerTable } from "./tables";
import type {
  OrganizerAnswers,
  OrganizerAnswerValue,
  OrganizerContext,
  OrganizerDefinition,
  OrganizerFileRef,
  OrganizerQuestion,
  OrganizerRuleId,
  OrganizerStep,
  OrganizerTable,
} from "./types";
import { columnTotalError, organizerTexts } from "./validators";
import { OrganizerVisibility } from "./visibility";

function isFileList(value: OrganizerAnswerValue): value is readonly OrganizerFileRef[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === "object" && entry !== null && "id" in entry && "name" in entry) &&
    value.length > 0
  );
}

function textOf(value: OrganizerAnswerValue | undefined): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

function ruleTextError(rules: readonly OrganizerRuleId[], text: string): string | null {
  for (const rule of rules) {
    if (rule === "required" || rule === "form1098T") continue;
    const message = textRuleChecks[rule](text);
    if (message !== null) return message;
  }
  return null;
}

/**
 * What is wrong with one answer of an asked question, or `null`. Blank answers fail only `required`
 * ('This field is required'), `street` ('Street is Required') and `form1098T`; a 1098-T question
 * wants a yes or a file ('Form 1098-T is mandatory to claim an education credit.').
 */
export function organizerQuestionError(
  question: OrganizerQuestion,
  value: OrganizerAnswerValue | undefined,
): string | null {
  const rules = question.rules;
  if (rules.includes("form1098T") && (value === false || !hasOrganizerAnswer(value))) {
    return organizerTexts.form1098TRequired;
  }
  if (!hasOrganizerAnswer(value)) {
    if (rules.includes("street")) return organizerTexts.streetRequired;
    return rules.includes("required") ? organizerTexts.required : null;
  }
  if (question.table !== undefined) return tableError(question.table, value);
  const text = textOf(value);
  return text === null ? null : ruleTextError(rules, text);
}

function tableError(table: OrganizerTable, value: OrganizerAnswerValue | undefined): string | null {
  if (value === undefined || isFileList(value)) return null;
  const rows = decodeOrganizerTable(value);
  for (const row of rows) {
    for (const column of table.columns) {
      const cell = row[column.key];
      if (cell === undefined || cell.trim() === "") continue;
      const message = ruleTextError(column.rules ?? [], cell);
      if (message !== null) return `${column.label()}: ${message}`;
    }
  }
  const { total } = table;
  if (total === undefined || rows.length === 0) return null;
  return columnTotalError(
    rows.map((row) => row[total.column] ?? ""),
    total.equals,
  );
}

/** The answer keys of `question` to check: row 1, and every further row its group has. */
function answerKeysOf(step: OrganizerStep, question: OrganizerQuestion, answers: OrganizerAnswers): string[] {
  const group = step.groups.find((candidate) => candidate.id === question.groupId);
  const rows = group === undefined ? 1 : organizerGroupRowCount(group, answers);
  return Array.from({ length: rows }, (_, index) => rowKey(question.key, index + 1));
}

/** Messages by answer key (row keys too) for the asked questions of `step`; empty when the step is fine. */
export function organizerStepErrors(
  definition: OrganizerDefinition,
  step: OrganizerStep,
  answers: OrganizerAnswers,
  context: OrganizerContext = {},
): Record<string, string> {
  const visibility = new OrganizerVisibility(definition, answers, context);
  const errors: Record<string, string> = {};
  if (!visibility.isStepVisible(step)) return errors;
  for (const question of step.questions) {
    if (!visibility.isQuestionVisible(question)) continue;
    for (const key of answerKeysOf(step, question, answers)) {
      const message = organizerQuestionError(question, answers[key]);
      if (message !== null) errors[key] = message;
    }
  }
  return errors;
}
