/**
 * The wizard shell's rules, free of React: where a person is in a flow of steps given their answers
 * (branching skips steps and questions), where Next and Back lead, what stops them, and which step a
 * refused answer sends them back to. The questionnaire and the tax organizer walk their steps with it.
 */

import { common } from "@taxlane/contract/i18n/local/common";
import {
  type Answers,
  type AnswerValue,
  firstInvalidStep,
  type QuestionnaireStep,
  type StepFlow,
  stepErrors,
  stepOfQuestion,
  visibleSteps,
} from "@taxlane/organizer";

/** Messages by question key; empty when nothing is wrong. */
export type FieldErrors = Readonly<Record<string, string>>;

export const wizardTexts = {
  checkAnswers: common.checkAnswers,
} as const;

export interface WizardPosition {
  /** The steps asked given the answers so far, in order. */
  steps: readonly QuestionnaireStep[];
  /** The step on screen: the one asked for, or the first when it is not asked (or not known). */
  step: QuestionnaireStep | undefined;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  /** How far through the steps the person is, 0 to 100, counting the step on screen as done. */
  progress: number;
  /** Where Back leads; `null` on the first step (Back leaves the flow). */
  previousStepId: string | null;
  /** Where Next leads; `null` on the last step (Next finishes). */
  nextStepId: string | null;
}

export function progressPercent(index: number, total: number): number {
  return total === 0 ? 0 : Math.round(((index + 1) / total) * 100);
}

/** Where `stepId` is among the steps asked given `answers`. */
export function wizardPosition(
  flow: StepFlow | null,
  answers: Answers,
  stepId: string | null,
): WizardPosition {
  const steps = flow === null ? [] : visibleSteps(flow, answers);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === stepId),
  );
  return {
    steps,
    step: steps[index],
    index,
    isFirst: index === 0,
    isLast: index === steps.length - 1,
    progress: progressPercent(index, steps.length),
    previousStepId: steps[index - 1]?.id ?? null,
    nextStepId: steps[index + 1]?.id ?? null,
  };
}

/** What Next does: show the step's problems, move on, or finish after the last step. */
export type NextMove =
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "step"; stepId: string | null }
  | { kind: "finish" };

export function nextMove(position: WizardPosition, answers: Answers): NextMove {
  // Without a step (an empty flow) there is nothing to check: back to the start.
  if (position.step === undefined) return { kind: "step", stepId: null };
  const errors = stepErrors(position.step, answers);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  return position.isLast ? { kind: "finish" } : { kind: "step", stepId: position.nextStepId };
}

/** What Back does: leave the flow from its first step, else go to the step before. */
export type BackMove = { kind: "leave" } | { kind: "step"; stepId: string | null };

export function backMove(position: WizardPosition): BackMove {
  return position.isFirst ? { kind: "leave" } : { kind: "step", stepId: position.previousStepId };
}

/** `answers` with `key` set to `value`, or removed when `value` is `undefined`. */
export function withAnswer(answers: Answers, key: string, value: AnswerValue | undefined): Answers {
  const next: Record<string, AnswerValue | undefined> = { ...answers, [key]: value };
  if (value === undefined) delete next[key];
  return next;
}

/** `errors` without the message of `key` (its answer just changed). */
export function withoutError(errors: FieldErrors, key: string): FieldErrors {
  const { [key]: _fixed, ...rest } = errors;
  return rest;
}

/** A step to go back to and the messages to show on it. */
export interface StepProblems {
  /** `null` when no step asks the field: the first step is shown. */
  stepId: string | null;
  errors: FieldErrors;
}

/** The first asked step with something wrong in the whole flow, or `null` when every step is fine. */
export function firstProblem(flow: StepFlow, answers: Answers): StepProblems | null {
  const invalid = firstInvalidStep(flow, answers);
  return invalid === null ? null : { stepId: invalid.step.id, errors: invalid.errors };
}

/** A refused field and why, as the contract's checks and the API's error body name them. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The step that asks the first refused field, with every message by field. */
export function problemsAt(flow: StepFlow, entries: readonly FieldProblem[]): StepProblems {
  return {
    stepId: stepOfQuestion(flow, entries[0]?.field ?? "")?.id ?? null,
    errors: Object.fromEntries(entries.map((entry) => [entry.field, entry.message])),
  };
}

/**
 * Fields the server refused, keeping those a step of `flow` asks (others, such as an invitation key,
 * are not the person's answers): their problems, or `null` when no step asks any of them.
 */
export function problemsOfAskedFields(flow: StepFlow, entries: readonly FieldProblem[]): StepProblems | null {
  const asked = entries.filter((entry) => stepOfQuestion(flow, entry.field) !== undefined);
  return asked.length === 0 ? null : problemsAt(flow, asked);
}
