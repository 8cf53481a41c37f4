/**
 * Which questions, steps and notices of an organizer are asked, given the answers so far. Unlike the
 * initial questionnaire (whose `mayBeAsked` counts a question waiting on an unanswered parent), a
 * question here is visible only when its whole chain is: its flow, its step, its group, its own
 * condition, and every question those conditions read. A spouse's question also needs the person
 * to be married. So answers left under a parent answered "no" are neither shown nor checked.
 */
import { hasOrganizerAnswer } from "./answers";
import { MARRIED } from "./conditions";
import { findOrganizerQuestion, organizerSteps, type QuestionPlace, questionIndex } from "./lookup";
import type {
  OrganizerAnswers,
  OrganizerCondition,
  OrganizerContext,
  OrganizerDefinition,
  OrganizerNotice,
  OrganizerQuestion,
  OrganizerStep,
} from "./types";

/** Evaluates conditions against one set of answers, remembering each key's visibility. */
export class OrganizerVisibility {
  private readonly known = new Map<string, boolean>();
  private readonly pending = new Set<string>();

  constructor(
    readonly definition: OrganizerDefinition,
    readonly answers: OrganizerAnswers,
    readonly context: OrganizerContext = {},
  ) {}

  /** Whether the condition holds; a condition on a hidden question never holds. */
  holds(condition: OrganizerCondition): boolean {
    if ("answer" in condition) {
      if (!this.isKeyVisible(condition.answer)) return false;
      const value = this.answers[condition.answer];
      return (
        (typeof value === "string" || typeof value === "number" || typeof value === "boolean") &&
        condition.oneOf.includes(value)
      );
    }
    if ("answered" in condition) {
      return this.isKeyVisible(condition.answered) && hasOrganizerAnswer(this.answers[condition.answered]);
    }
    if ("context" in condition) return (this.context[condition.context] ?? false) === condition.is;
    if ("all" in condition) return condition.all.every((part) => this.holds(part));
    if ("any" in condition) return condition.any.some((part) => this.holds(part));
    return !this.holds(condition.not);
  }

  /** Whether the question answered under `key` (a row key too) is asked now. Unknown keys are not. */
  isKeyVisible(key: string): boolean {
    const place = findOrganizerQuestion(this.definition, key);
    if (place === undefined) return false;
    return this.isPlaceVisible(place);
  }

  isQuestionVisible(question: OrganizerQuestion): boolean {
    const place = questionIndex(this.definition).get(question.key);
    return place !== undefined && this.isPlaceVisible(place);
  }

  /** Whether the step applies: its flow and its own condition hold and one of its questions is asked. */
  isStepVisible(step: OrganizerStep): boolean {
    return this.stepApplies(step) && step.questions.some((question) => this.isQuestionVisible(question));
  }

  private stepApplies(step: OrganizerStep): boolean {
    const flow = this.definition.flows.find((candidate) => candidate.id === step.flowId);
    if (flow?.visibleWhen !== undefined && !this.holds(flow.visibleWhen)) return false;
    return step.visibleWhen === undefined || this.holds(step.visibleWhen);
  }

  private isPlaceVisible(place: QuestionPlace): boolean {
    const key = place.question.key;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    // A condition that leads back to itself never holds.
    if (this.pending.has(key)) return false;
    this.pending.add(key);
    const visible = this.computeVisible(place);
    this.pending.delete(key);
    this.known.set(key, visible);
    return visible;
  }

  private computeVisible({ question, step, group }: QuestionPlace): boolean {
    if (question.derived) return false;
    if (!this.stepApplies(step)) return false;
    if (group?.visibleWhen !== undefined && !this.holds(group.visibleWhen)) return false;
    if (question.person === "spouse" && !this.holds(MARRIED)) return false;
    return question.visibleWhen === undefined || this.holds(question.visibleWhen);
  }
}

/** The steps asked given `answers`, in order. */
export function organizerVisibleSteps(
  definition: OrganizerDefinition,
  answers: OrganizerAnswers,
  context: OrganizerContext = {},
): OrganizerStep[] {
  const visibility = new OrganizerVisibility(definition, answers, context);
  return organizerSteps(definition).filter((step) => visibility.isStepVisible(step));
}

/** The questions of `step` asked given `answers`. */
export function organizerVisibleQuestions(
  definition: OrganizerDefinition,
  step: OrganizerStep,
  answers: OrganizerAnswers,
  context: OrganizerContext = {},
): OrganizerQuestion[] {
  const visibility = new OrganizerVisibility(definition, answers, context);
  return step.questions.filter((question) => visibility.isQuestionVisible(question));
}

/** The notices of `step` to show given `answers`. */
export function organizerVisibleNotices(
  definition: OrganizerDefinition,
  step: OrganizerStep,
  answers: OrganizerAnswers,
  context: OrganizerContext = {},
): OrganizerNotice[] {
  const visibility = new OrganizerVisibility(definition, answers, context);
  return step.notices.filter(
    (notice) => notice.visibleWhen === undefined || visibility.holds(notice.visibleWhen),
  );
}

/** Whether the person is married given `answers` (spouse questions are asked only then). */
export function isOrganizerMarried(
  definition: OrganizerDefinition,
  answers: OrganizerAnswers,
  context: OrganizerContext = {},
): boolean {
  return new OrganizerVisibility(definition, answers, context).holds(MARRIED);
}
