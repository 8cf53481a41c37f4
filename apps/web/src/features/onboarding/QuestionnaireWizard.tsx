import {
  type Answers,
  buildInitialQuestionsRequest,
  type InitialQuestionsRequest,
  type QuestionnaireKind,
  questionnaireFor,
  questionnaireText,
} from "@taxlane/organizer";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useStoredDraft } from "../../components/wizard/use-stored-draft";
import { useWizard } from "../../components/wizard/use-wizard";
import { WizardCard } from "../../components/wizard/WizardCard";
import { WizardStepForm } from "../../components/wizard/WizardStepForm";
import {
  firstProblem,
  problemsAt,
  problemsOfAskedFields,
  withAnswer,
} from "../../components/wizard/wizard-flow";
import { type QuestionnaireDraft, saveDraft } from "../../entities/questionnaire";
import { isApiError } from "../../lib/api-client";
import { GiftScreen } from "./GiftScreen";
import { QuestionnaireReview } from "./QuestionnaireReview";
import { QuestionnaireStart } from "./QuestionnaireStart";
import { asksToSend, initialDraft, SIGN_UP_PATH } from "./questionnaire-entry";
import { type Account, useAccount } from "./use-account";
import { useSubmitQuestionnaire } from "./use-submit-questionnaire";
import "./onboarding.css";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { onboarding } from "@taxlane/contract/i18n/local/onboarding";

export interface QuestionnaireWizardProps {
  /** `public`: /get-started, for visitors and everyone; `taxpayer`: /user/add-quote, signed in. */
  area: "public" | "taxpayer";
  /** A type chosen before (`?type=`), which skips the choice. */
  initialKind?: QuestionnaireKind | null;
  /** An expert's invitation key (`?invitationkey=`), sent with the answers. */
  invitationKey?: string | null;
}

const finishLabel = (account: Account) =>
  account === "taxpayer"
    ? onboarding.sendMyAnswers
    : account === "expert"
      ? questionnaireText("finish")
      : onboarding.continueToSignUp;

/**
 * The taxpayer questionnaire, one wizard for individuals and businesses, on the wizard shell
 * (components/wizard): the preparation type, then the steps with a progress bar, Back and Next and
 * each step checked before moving on. The answers are kept in the browser as they are given. At the
 * end a signed-in taxpayer's answers are sent as a new request for quotes, followed by the fun-fact
 * gift; a visitor's wait for the account that sign-up creates.
 */
export function QuestionnaireWizard({
  area,
  initialKind = null,
  invitationKey = null,
}: QuestionnaireWizardProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAccount();
  const submit = useSubmitQuestionnaire();
  // Set once the server has the request: whether it went through an invitation.
  const [sent, setSent] = useState<{ throughInvitation: boolean } | null>(null);
  // Once sent, the stored draft is cleared (useSubmitQuestionnaire) and not written again.
  const [draft, setDraft] = useStoredDraft(
    () => initialDraft(initialKind, invitationKey),
    saveDraft,
    sent !== null,
  );
  const autoSendTried = useRef(false);

  const kind = draft.kind;
  const questionnaire = kind === null ? null : questionnaireFor(kind);
  const answers: Answers = kind === null ? {} : draft.answers[kind];

  const update = (change: Partial<QuestionnaireDraft>) =>
    setDraft((current) => ({ ...current, ...change, savedAt: Date.now() }));

  const wizard = useWizard({
    flow: questionnaire,
    answers,
    stepId: draft.stepId,
    onStepChange: (stepId) => update({ stepId, complete: false }),
    onAnswerChange: (key, value) => {
      if (kind === null) return;
      setDraft((current) => ({
        ...current,
        answers: { ...current.answers, [kind]: withAnswer(current.answers[kind], key, value) },
        complete: false,
        savedAt: Date.now(),
      }));
    },
    onFinish: () => finish(),
    // Back from the first step returns to the choice; the answers stay for when they come back.
    onLeave: () => update({ kind: null, stepId: null }),
  });

  function send(answered: InitialQuestionsRequest) {
    wizard.clearMessages();
    // The language chosen for working with the professional; unanswered, the one the questions were read in.
    const preferredLanguage = answered.body.preferredLanguage ?? currentLanguage();
    const request: InitialQuestionsRequest =
      answered.kind === "individual"
        ? { kind: "individual", body: { ...answered.body, preferredLanguage } }
        : { kind: "business", body: { ...answered.body, preferredLanguage } };
    submit.mutate(request, {
      onSuccess: () => setSent({ throughInvitation: Boolean(request.body.invitationkey) }),
      onError: (error) => {
        if (!isApiError(error)) return;
        // Fields the server refused: back to the first one's step, each message under its question.
        const problems = problemsOfAskedFields(questionnaireFor(request.kind), error.body.errors ?? []);
        if (problems !== null) wizard.showProblems(problems, error.message);
      },
    });
  }

  /** The checked request, or `null` after showing what is missing (on its step). */
  function checkedRequest(): InitialQuestionsRequest | null {
    if (kind === null || questionnaire === null) return null;
    const problem = firstProblem(questionnaire, answers);
    if (problem !== null) {
      wizard.showProblems(problem);
      return null;
    }
    const result = buildInitialQuestionsRequest(kind, answers, { invitationKey: draft.invitationKey });
    if (!result.success) {
      wizard.showProblems(problemsAt(questionnaire, result.errors));
      return null;
    }
    return result;
  }

  function finish() {
    const request = checkedRequest();
    if (request === null) return;
    update({ complete: true });
    wizard.focusPageHeading();
    if (account === "taxpayer") send(request);
    else if (account === "visitor") navigate(SIGN_UP_PATH);
  }

  // Arriving from sign-up (or the quotes page) with finished answers: send them at once.
  const wantsSend = asksToSend(location.state);
  const sendWaitingAnswers = useEffectEvent(() => {
    if (autoSendTried.current || !draft.complete || draft.kind === null) return;
    autoSendTried.current = true;
    const result = buildInitialQuestionsRequest(draft.kind, draft.answers[draft.kind], {
      invitationKey: draft.invitationKey,
    });
    if (result.success) send(result);
  });
  useEffect(() => {
    if (wantsSend && account === "taxpayer") sendWaitingAnswers();
  }, [wantsSend, account]);

  if (sent !== null) return <GiftScreen throughInvitation={sent.throughInvitation} />;

  const hasInvitation = draft.invitationKey !== null;

  if (kind === null || questionnaire === null || wizard.position.step === undefined) {
    return (
      <WizardCard wizard={wizard} title={onboarding.helpWith}>
        <QuestionnaireStart
          area={area}
          account={account}
          hasInvitation={hasInvitation}
          headingId={wizard.titleId}
          onChoose={(chosen) => {
            update({ kind: chosen, stepId: null, complete: false });
            wizard.clearMessages();
            wizard.focusPageHeading();
          }}
        />
      </WizardCard>
    );
  }

  if (draft.complete) {
    return (
      <WizardCard wizard={wizard} title={questionnaire.title()}>
        <QuestionnaireReview
          kind={kind}
          answers={answers}
          account={account}
          hasInvitation={hasInvitation}
          sending={submit.isPending}
          error={submit.isError ? submit.error : null}
          onReview={() => wizard.goTo(wizard.position.steps.at(-1)?.id ?? null)}
          onSend={() => {
            const request = checkedRequest();
            if (request !== null) send(request);
          }}
          onSendWithoutInvitation={() => {
            update({ invitationKey: null });
            const request = buildInitialQuestionsRequest(kind, answers);
            if (request.success) send(request);
          }}
        />
      </WizardCard>
    );
  }

  return (
    <WizardCard wizard={wizard} title={questionnaire.title()}>
      <WizardStepForm
        wizard={wizard}
        finishLabel={finishLabel(account)}
        finishDisabled={account === "loading"}
      />
    </WizardCard>
  );
}
