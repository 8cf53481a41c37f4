import type { Answers, AnswerValue, StepFlow } from "@taxlane/organizer";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { questionControlId } from "./QuestionField";
import {
  backMove,
  type FieldErrors,
  nextMove,
  type StepProblems,
  type WizardPosition,
  withoutError,
  wizardPosition,
  wizardTexts,
} from "./wizard-flow";

export interface WizardOptions {
  /** The steps to walk; `null` while there are none (before a choice that picks them). */
  flow: StepFlow | null;
  answers: Answers;
  /** The step on screen as the owner stores it (with the answers, so a reload comes back to it). */
  stepId: string | null;
  /** Store a move to another step. */
  onStepChange: (stepId: string | null) => void;
  /** Store a changed answer (`undefined`: no answer any more). */
  onAnswerChange: (key: string, value: AnswerValue | undefined) => void;
  /** Next on the last step, once that step's answers pass: the final submit. */
  onFinish: () => void;
  /** Back on the first step. */
  onLeave: () => void;
}

export interface Wizard {
  position: WizardPosition;
  answers: Answers;
  errors: FieldErrors;
  /** The message over the step's questions (what stopped Next, or the server's answer). */
  formMessage: string | null;
  /** The page title's id: the card is labelled by it, and the step's ids derive from it. */
  titleId: string;
  pageHeadingRef: RefObject<HTMLHeadingElement | null>;
  stepHeadingRef: RefObject<HTMLHeadingElement | null>;
  /** Go to a step: focus moves to its title, or to the first question with a message when given. */
  goTo: (stepId: string | null, errors?: FieldErrors) => void;
  /** Go to the step with problems and show them, with a message over the questions. */
  showProblems: (problems: StepProblems, message?: string) => void;
  setAnswer: (key: string, value: AnswerValue | undefined) => void;
  /** The step form's submit: the step's answers are checked before moving on or finishing. */
  submitStep: (event: FormEvent) => void;
  back: () => void;
  /** Forget the messages shown, e.g. when the person starts over. */
  clearMessages: () => void;
  /** Move focus to the page title after the next render (the screen changed as a whole). */
  focusPageHeading: () => void;
}

/** Moves focus to the first control of the questions named, so people land on what needs fixing. */
function focusQuestion(keys: readonly string[]) {
  requestAnimationFrame(() => {
    for (const key of keys) {
      const control = document.getElementById(questionControlId(key));
      if (control !== null) {
        control.focus();
        return;
      }
    }
  });
}

/**
 * The wizard shell's state and moves: the position among the steps asked, the messages shown, and
 * focus after each move (the new step's title, or the first answer to fix), so a screen reader reads
 * the new screen from its start. The owner keeps the answers and the step id, and persists them.
 */
export function useWizard(options: WizardOptions): Wizard {
  const { flow, answers, stepId, onStepChange, onAnswerChange, onFinish, onLeave } = options;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusOnRender = useRef<"step" | "page" | null>(null);
  const titleId = useId();

  // After a move between steps, focus goes to the new step's title, so it is read out first.
  useEffect(() => {
    const target = focusOnRender.current;
    focusOnRender.current = null;
    if (target === "step") stepHeadingRef.current?.focus();
    if (target === "page") pageHeadingRef.current?.focus();
  });

  const position = wizardPosition(flow, answers, stepId);

  const goTo = (target: string | null, nextErrors: FieldErrors = {}) => {
    onStepChange(target);
    setErrors(nextErrors);
    setFormMessage(null);
    const keys = Object.keys(nextErrors);
    if (keys.length > 0) focusQuestion(keys);
    else focusOnRender.current = "step";
  };

  const clearMessages = () => {
    setErrors({});
    setFormMessage(null);
  };

  const focusPageHeading = () => {
    focusOnRender.current = "page";
  };

  return {
    position,
    answers,
    errors,
    formMessage,
    titleId,
    pageHeadingRef,
    stepHeadingRef,
    goTo,
    showProblems: (problems, message = wizardTexts.checkAnswers) => {
      goTo(problems.stepId, problems.errors);
      setFormMessage(message);
    },
    setAnswer: (key, value) => {
      onAnswerChange(key, value);
      setErrors((current) => withoutError(current, key));
    },
    submitStep: (event) => {
      event.preventDefault();
      const move = nextMove(position, answers);
      if (move.kind === "invalid") {
        setErrors(move.errors);
        setFormMessage(wizardTexts.checkAnswers);
        focusQuestion(Object.keys(move.errors));
      } else if (move.kind === "finish") {
        onFinish();
      } else {
        goTo(move.stepId);
      }
    },
    back: () => {
      const move = backMove(position);
      if (move.kind === "step") {
        goTo(move.stepId);
        return;
      }
      clearMessages();
      focusPageHeading();
      onLeave();
    },
    clearMessages,
    focusPageHeading,
  };
}
