import { useQuery } from "@tanstack/react-query";
import { t } from "@taxlane/contract/i18n";
import {
  findOrganizerQuestion,
  individualOrganizer,
  type OrganizerAnswers,
  type OrganizerContext,
  type OrganizerDefinition,
  organizerStepErrors,
} from "@taxlane/organizer";
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button";
import { FormStatus } from "../../components/ui/form";
import { questionControlId } from "../../components/wizard/QuestionField";
import { WizardCard } from "../../components/wizard/WizardCard";
import { WizardProgress } from "../../components/wizard/WizardProgress";
import { wizardTexts } from "../../components/wizard/wizard-flow";
import { problemText } from "../../lib/problem-text";
import { taxpayerAnswersQuery, useCompleteOrganizer } from "./api";
import { OrganizerStepBody } from "./OrganizerStepBody";
import { firstOpenStepId, organizerPosition, sectionProgress } from "./organizer-model";
import { answersFromStored, readLastStep, writeLastStep } from "./organizer-save";
import { SectionProgressList } from "./SectionProgressList";
import { SaveRefused, useOrganizerAnswers } from "./use-organizer-answers";

export interface OrganizerWizardProps {
  quoteId: number;
  title: string;
  initialAnswers: OrganizerAnswers;
  /** Keys filled from the profile, saved with the first step. */
  prefilled: readonly string[];
  context: OrganizerContext;
  /** Where "Save and leave" and Back on the first step lead: the job's page. */
  jobPath: string;
  /** The organizer to fill in: the individual one unless the job is a business's. */
  definition?: OrganizerDefinition;
}

function focusFirst(keys: readonly string[]) {
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
 * The taxpayer's organizer: the steps the answers ask (married people get their spouse's questions,
 * a prior return or none decides the first flow), progress per section, each step checked before
 * Next, every change saved on Next, Back and leaving, and the step on screen remembered per job. Finish
 * on the last step saves it, then marks the organizer complete.
 */
export function OrganizerWizard({
  quoteId,
  title,
  initialAnswers,
  prefilled,
  context,
  jobPath,
  definition = individualOrganizer,
}: OrganizerWizardProps) {
  const navigate = useNavigate();
  const state = useOrganizerAnswers(quoteId, initialAnswers, prefilled, definition);
  const completion = useCompleteOrganizer(quoteId);
  const { answers } = state;
  const [stepId, setStepId] = useState<string | null>(
    () => readLastStep(quoteId) ?? firstOpenStepId(definition, initialAnswers, context),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);
  const titleId = useId();
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);

  const position = organizerPosition(definition, answers, context, stepId);
  const sections = sectionProgress(definition, answers, context);
  const step = position.step;

  // Saved files come back with the answers after each save.
  const stored = useQuery(taxpayerAnswersQuery(quoteId)).data;
  // Only a new read of the answers merges (the merge itself changes the answers on screen).
  const mergeFiles = useEffectEvent((rows: NonNullable<typeof stored>) => {
    const fileKeys = rows.filter((row) => row.isFile).map((row) => row.question);
    if (fileKeys.length > 0) state.mergeSavedFiles(answersFromStored(definition, rows), fileKeys);
  });
  useEffect(() => {
    if (stored !== undefined) mergeFiles(stored);
  }, [stored]);

  useEffect(() => {
    writeLastStep(quoteId, step?.id ?? null);
  }, [quoteId, step?.id]);

  useEffect(() => {
    if (focusStep.current) {
      focusStep.current = false;
      stepHeadingRef.current?.focus();
    }
  });

  const goTo = (target: string | null) => {
    setStepId(target);
    setErrors({});
    setMessage(null);
    focusStep.current = true;
    window.scrollTo({ top: 0 });
  };

  /** Saves, then runs `then`; a failed save keeps the person on the step with the server's words. */
  const saveThen = async (then: () => void) => {
    try {
      await state.save();
      then();
    } catch (error) {
      const refused = error instanceof SaveRefused ? error : null;
      const byKey = refused?.byKey ?? {};
      setErrors(byKey);
      const labels = Object.keys(byKey)
        .map((key) => findOrganizerQuestion(definition, key)?.question.label())
        .filter((label) => label !== undefined);
      setMessage(
        t("organizer.answersNotSaved", {
          problem: problemText(refused?.cause ?? error),
          labels: labels.length > 0 ? ` (${labels.join(", ")})` : "",
        }),
      );
      focusFirst(Object.keys(byKey));
    }
  };

  /** Finish, once the last step is saved: the organizer is complete (the professional is told). */
  const finish = async () => {
    try {
      await completion.mutateAsync();
    } catch (error) {
      setMessage(problemText(error));
      return;
    }
    setFinished(true);
    requestAnimationFrame(() => pageHeadingRef.current?.focus());
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (step === undefined) return;
    const found = organizerStepErrors(definition, step, answers, context);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessage(wizardTexts.checkAnswers);
      focusFirst(Object.keys(found));
      return;
    }
    void saveThen(() => (position.isLast ? void finish() : goTo(position.nextStepId)));
  };

  const back = () =>
    void saveThen(() => (position.isFirst ? navigate(jobPath) : goTo(position.previousStepId)));

  const wizard = { titleId, pageHeadingRef };

  if (finished) {
    return (
      <WizardCard wizard={wizard} title={t("organizer.savedTitle")} className="tl-org-card">
        <p className="tl-wizard__lead">{t("organizer.savedText")}</p>
        <div className="tl-wizard__actions">
          <ButtonLink to={jobPath} size="lg">
            {t("organizer.backToJob")}
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={() => setFinished(false)}>
            {t("organizer.reviewAnswers")}
          </Button>
        </div>
      </WizardCard>
    );
  }

  return (
    <div className="tl-org">
      {/* Before the card, as it stands: left of it on wide screens, above it on narrow ones. Reading
          and Tab order follow what the eye sees. */}
      <SectionProgressList
        sections={sections}
        currentFlowId={step?.flowId ?? null}
        onOpen={(target) => void saveThen(() => goTo(target))}
      />
      <WizardCard wizard={wizard} title={title} className="tl-org-card">
        {step === undefined ? (
          <p className="tl-wizard__lead">{t("organizer.noQuestions")}</p>
        ) : (
          <>
            <WizardProgress
              id={`${titleId}-progress`}
              index={position.index}
              total={position.steps.length}
              percent={position.progress}
            />
            <form className="tl-wizard__form" noValidate onSubmit={next} aria-labelledby={`${titleId}-step`}>
              <h2 id={`${titleId}-step`} ref={stepHeadingRef} tabIndex={-1} className="tl-wizard__step-title">
                {step.title()}
              </h2>
              {step.lead && <p className="tl-wizard__lead">{step.lead()}</p>}
              <FormStatus tone="error" message={message} />
              <OrganizerStepBody
                definition={definition}
                step={step}
                answers={answers}
                context={context}
                errors={errors}
                onAnswer={(key, value) => {
                  state.setAnswer(key, value);
                  setErrors(({ [key]: _fixed, ...rest }) => rest);
                }}
                pendingFiles={state.pendingFiles}
                onPendingFiles={state.setFiles}
                onRemoveStoredFile={(key, file) =>
                  void state
                    .removeStoredFile(key, file)
                    .catch((error: unknown) => setMessage(problemText(error)))
                }
                removingFile={state.removingFile}
                rowsOf={state.rowsOf}
                onAddRow={state.addRow}
                onRemoveRow={state.removeRow}
              />
              <div className="tl-wizard__actions tl-wizard__actions--split">
                <Button variant="secondary" size="lg" onClick={back} disabled={state.saving}>
                  {t("organizerFields.back")}
                </Button>
                <Button type="submit" size="lg" disabled={state.saving || completion.isPending}>
                  {t(
                    state.saving
                      ? "organizerFields.saving"
                      : position.isLast
                        ? "organizerFields.finish"
                        : "organizerFields.next",
                  )}
                </Button>
              </div>
              <div className="tl-org-leave">
                <Button
                  variant="ghost"
                  onClick={() => void saveThen(() => navigate(jobPath))}
                  disabled={state.saving}
                >
                  {t("organizer.saveAndLeave")}
                </Button>
                <span className="tl-muted">{t("organizer.savedEachStep")}</span>
              </div>
            </form>
          </>
        )}
      </WizardCard>
    </div>
  );
}
