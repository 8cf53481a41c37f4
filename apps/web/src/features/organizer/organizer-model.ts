/**
 * The organizer wizard's rules, free of React: which steps are asked, where Next and Back lead, how
 * far each section is, and which answers are "done". Built on the organizer definitions
 * (@taxlane/organizer), so the taxpayer's wizard and the job page's summary count the same way.
 */
import {
  hasOrganizerAnswer,
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  type OrganizerContext,
  type OrganizerDefinition,
  type OrganizerFileRef,
  type OrganizerFlowId,
  type OrganizerRowGroup,
  type OrganizerStep,
  organizerStepErrors,
  organizerVisibleQuestions,
  organizerVisibleSteps,
  rowKey,
} from "@taxlane/organizer";

export interface OrganizerPosition {
  steps: readonly OrganizerStep[];
  step: OrganizerStep | undefined;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  previousStepId: string | null;
  nextStepId: string | null;
  /** 0 to 100, counting the step on screen as done. */
  progress: number;
}

/** Where the person is: on `stepId` when it is asked, else on the first step asked. */
export function organizerPosition(
  definition: OrganizerDefinition,
  answers: OrganizerAnswers,
  context: OrganizerContext,
  stepId: string | null,
): OrganizerPosition {
  const steps = organizerVisibleSteps(definition, answers, context);
  const found = steps.findIndex((step) => step.id === stepId);
  const index = found < 0 ? 0 : found;
  const step = steps[index];
  return {
    steps,
    step,
    index,
    isFirst: index === 0,
    isLast: steps.length > 0 && index === steps.length - 1,
    previousStepId: steps[index - 1]?.id ?? null,
    nextStepId: steps[index + 1]?.id ?? null,
    progress: steps.length === 0 ? 0 : Math.round(((index + 1) / steps.length) * 100),
  };
}

/** A step counts as done when one of its asked questions is answered and nothing on it is wrong. */
export function isOrganizerStepDone(
  definition: OrganizerDefinition,
  step: OrganizerStep,
  answers: OrganizerAnswers,
  context: OrganizerContext,
): boolean {
  const asked = organizerVisibleQuestions(definition, step, answers, context);
  const answered = asked.some((question) =>
    Object.entries(answers).some(
      ([key, value]) => (key === question.key || rowOf(key, question.key)) && hasOrganizerAnswer(value),
    ),
  );
  return answered && Object.keys(organizerStepErrors(definition, step, answers, context)).length === 0;
}

/** `key` is a further row (2, 3, …) of the row-1 key `base` (see `rowKey`). */
function rowOf(key: string, base: string): boolean {
  const stem = base.endsWith("1") ? base.slice(0, -1) : base;
  return key.length > stem.length && key.startsWith(stem) && /^\d+$/.test(key.slice(stem.length));
}

export interface SectionProgress {
  flowId: OrganizerFlowId;
  title: string;
  done: number;
  total: number;
  /** The first step of the section not done yet (where "continue" leads), or its first step. */
  firstOpenStepId: string | null;
}

/** Progress per flow (prior return, about you, income, deductions, general) over the steps asked. */
export function sectionProgress(
  definition: OrganizerDefinition,
  answers: OrganizerAnswers,
  context: OrganizerContext,
): SectionProgress[] {
  const steps = organizerVisibleSteps(definition, answers, context);
  return definition.flows
    .map((flow) => {
      const ofFlow = steps.filter((step) => step.flowId === flow.id);
      const done = ofFlow.filter((step) => isOrganizerStepDone(definition, step, answers, context));
      const open = ofFlow.find((step) => !done.includes(step));
      return {
        flowId: flow.id,
        title: flow.title(),
        done: done.length,
        total: ofFlow.length,
        firstOpenStepId: open?.id ?? ofFlow[0]?.id ?? null,
      };
    })
    .filter((section) => section.total > 0);
}

/** The share of asked steps done, 0 to 100. */
export function overallPercent(sections: readonly SectionProgress[]): number {
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  const done = sections.reduce((sum, section) => sum + section.done, 0);
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

/** Yes/no questions asked as one tick ("I don't have any", "remind me later"): checked is yes. */
export function isTickQuestion(key: string): boolean {
  return /DoNotHave|DoNotReceivedYet|RemindLater|DoNotHaveMore/.test(key);
}

/** Answers the taxpayer will come back to: the API keeps them flagged as reminders. */
export function isReminderKey(key: string): boolean {
  return /RemindLater|DoNotReceivedYet/.test(key);
}

/**
 * `answers` without row `row` of `group` (1-based, of `rows`): the rows after it move up one, and
 * the keys whose answers changed (the last row's are emptied) are returned to save.
 */
export function withoutRow(
  group: OrganizerRowGroup,
  rows: number,
  row: number,
  answers: OrganizerAnswers,
): { answers: OrganizerAnswers; changed: string[] } {
  const next: Record<string, OrganizerAnswerValue | undefined> = { ...answers };
  const changed: string[] = [];
  for (let at = row; at <= rows; at++) {
    for (const key of group.keys) {
      const target = rowKey(key, at);
      const value = at < rows ? answers[rowKey(key, at + 1)] : undefined;
      if (value === undefined) delete next[target];
      else next[target] = value;
      if (answers[target] !== undefined || value !== undefined) changed.push(target);
    }
  }
  return { answers: next, changed };
}

/** The value is a list of saved files (a file question's answer). */
export function isFileRefList(value: OrganizerAnswerValue | undefined): value is readonly OrganizerFileRef[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === "object" && entry !== null && "id" in entry && "name" in entry)
  );
}

/**
 * Where a person without a remembered step starts (another browser, say): the first step asked
 * that is not done, or the first step when all are.
 */
export function firstOpenStepId(
  definition: OrganizerDefinition,
  answers: OrganizerAnswers,
  context: OrganizerContext,
): string | null {
  const steps = organizerVisibleSteps(definition, answers, context);
  const open = steps.find((step) => !isOrganizerStepDone(definition, step, answers, context));
  return (open ?? steps[0])?.id ?? null;
}
