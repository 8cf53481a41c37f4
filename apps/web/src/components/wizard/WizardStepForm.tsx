import { questionnaireText, shownQuestions } from "@taxlane/organizer";
import { Fragment, type ReactNode } from "react";
import { Button } from "../ui/Button";
import { FormStatus } from "../ui/form";
import { QuestionField, type QuestionFieldProps } from "./QuestionField";
import type { Wizard } from "./use-wizard";
import { WizardProgress } from "./WizardProgress";
import "./wizard.css";

interface WizardStepFormProps {
  wizard: Wizard;
  /** The last step's submit button ("Send my answers", "Finish"…); the others say Next. */
  finishLabel: string;
  /** Keeps the last step's button disabled, e.g. while it is not known yet where the answers go. */
  finishDisabled?: boolean;
  /** Draws one question; the standard fields by default. */
  renderQuestion?: (props: QuestionFieldProps) => ReactNode;
}

/**
 * The step on screen: progress, the step's title (focused after each move), its lead, the message
 * over the questions, the questions asked given the answers so far, and Back and Next.
 */
export function WizardStepForm({
  wizard,
  finishLabel,
  finishDisabled = false,
  renderQuestion = (props) => <QuestionField {...props} />,
}: WizardStepFormProps) {
  const { position, answers, errors, titleId } = wizard;
  const step = position.step;
  if (step === undefined) return null;
  return (
    <>
      <WizardProgress
        id={`${titleId}-progress`}
        index={position.index}
        total={position.steps.length}
        percent={position.progress}
      />
      <form
        className="tl-wizard__form"
        noValidate
        onSubmit={wizard.submitStep}
        aria-labelledby={`${titleId}-step`}
      >
        <h2
          id={`${titleId}-step`}
          ref={wizard.stepHeadingRef}
          tabIndex={-1}
          className="tl-wizard__step-title"
        >
          {step.title()}
        </h2>
        {step.lead && <p className="tl-wizard__lead">{step.lead()}</p>}
        <FormStatus tone="error" message={wizard.formMessage} />
        {shownQuestions(step, answers).map((question) => (
          <Fragment key={question.key}>
            {renderQuestion({
              question,
              value: answers[question.key],
              error: errors[question.key],
              onChange: (value) => wizard.setAnswer(question.key, value),
            })}
          </Fragment>
        ))}
        <div className="tl-wizard__actions tl-wizard__actions--split">
          <Button variant="secondary" size="lg" onClick={wizard.back}>
            {questionnaireText("back")}
          </Button>
          <Button type="submit" size="lg" disabled={position.isLast && finishDisabled}>
            {position.isLast ? finishLabel : questionnaireText("next")}
          </Button>
        </div>
      </form>
    </>
  );
}
