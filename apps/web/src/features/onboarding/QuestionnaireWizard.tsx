import {
  type Answers,
  type AnswerValue,
  buildInitialQuestionsRequest,
  firstInvalidStep,
  type InitialQuestionsRequest,
  type QuestionnaireKind,
  questionnaireFor,
  shownQuestions,
  stepErrors,
  stepOfQuestion,
  summarizeAnswers,
  visibleSteps,
} from "@taxlane/organizer";
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { AnswersList } from "../../components/AnswersList";
import { Spinner } from "../../components/loaders/Spinner";
import { Button, ButtonLink } from "../../components/ui/Button";
import { FormStatus } from "../../components/ui/form";
import { isApiError } from "../../lib/api-client";
import { useCurrentUser } from "../../lib/current-user";
import {
  emptyDraft,
  type QuestionnaireDraft,
  readDraft,
  type SendAnswersState,
  saveDraft,
} from "../../lib/questionnaire-draft";
import { EXPERT_ROLE, TAXPAYER_ROLE } from "../../lib/roles";
import { GiftScreen } from "./GiftScreen";
import { QuestionField, questionControlId } from "./QuestionField";
import { TypeChoice } from "./TypeChoice";
import { useSubmitQuestionnaire } from "./use-submit-questionnaire";
import "./onboarding.css";

/** Where the sign-up continues for a visitor who finished the questionnaire. */
export const SIGN_UP_PATH = "/signup/tax-payer";

const asksToSend = (state: unknown): boolean =>
  typeof state === "object" && state !== null && (state as Partial<SendAnswersState>).sendAnswers === true;

export interface QuestionnaireWizardProps {
  /** `public`: /get-started, for visitors and everyone; `taxpayer`: /user/add-quote, signed in. */
  area: "public" | "taxpayer";
  /** A type chosen before (`?type=`), which skips the choice. */
  initialKind?: QuestionnaireKind | null;
  /** An expert's invitation key (`?invitationkey=`), sent with the answers. */
  invitationKey?: string | null;
}

function initialDraft(
  initialKind: QuestionnaireKind | null,
  invitationKey: string | null,
): QuestionnaireDraft {
  let draft = readDraft() ?? emptyDraft();
  if (initialKind !== null && draft.kind !== initialKind) {
    draft = { ...draft, kind: initialKind, stepId: null, complete: false };
  }
  if (invitationKey !== null && invitationKey !== "") draft = { ...draft, invitationKey };
  return draft;
}

type Account = "loading" | "visitor" | "taxpayer" | "expert";

function useAccount(): Account {
  const { token, data: user, isPending, error } = useCurrentUser();
  if (token === null || error) return "visitor";
  if (isPending || user === undefined) return "loading";
  if (user.roleId === TAXPAYER_ROLE) return "taxpayer";
  return user.roleId === EXPERT_ROLE ? "expert" : "visitor";
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
 * The taxpayer questionnaire, one wizard for individuals and businesses: the preparation type,
 * then the steps with a progress bar, Back and Next and each step checked before moving on. The
 * answers are kept in the browser as they are given. At the end a signed-in taxpayer's answers are
 * sent as a new request for quotes, followed by the fun-fact gift; a visitor's wait for the account
 * that sign-up creates.
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
  const [draft, setDraft] = useState(() => initialDraft(initialKind, invitationKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const pageHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusOnRender = useRef<"step" | "page" | null>(null);
  const autoSendTried = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (!sent) saveDraft(draft);
  }, [draft, sent]);

  // After a move between steps, focus goes to the new step's title, so it is read out first.
  useEffect(() => {
    const target = focusOnRender.current;
    focusOnRender.current = null;
    if (target === "step") stepHeadingRef.current?.focus();
    if (target === "page") pageHeadingRef.current?.focus();
  });

  const kind = draft.kind;
  const questionnaire = kind === null ? null : questionnaireFor(kind);
  const answers: Answers = kind === null ? {} : draft.answers[kind];
  const steps = questionnaire === null ? [] : visibleSteps(questionnaire, answers);
  const stepIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === draft.stepId),
  );
  const step = steps[stepIndex];

  const update = (change: Partial<QuestionnaireDraft>) =>
    setDraft((current) => ({ ...current, ...change, savedAt: Date.now() }));

  const goTo = (stepId: string | null, nextErrors: Record<string, string> = {}) => {
    update({ stepId, complete: false });
    setErrors(nextErrors);
    setFormMessage(null);
    const keys = Object.keys(nextErrors);
    if (keys.length > 0) focusQuestion(keys);
    else focusOnRender.current = "step";
  };

  const setAnswer = (key: string, value: AnswerValue | undefined) => {
    if (kind === null) return;
    setDraft((current) => {
      const next: Record<string, AnswerValue | undefined> = { ...current.answers[kind], [key]: value };
      if (value === undefined) delete next[key];
      return {
        ...current,
        answers: { ...current.answers, [kind]: next },
        complete: false,
        savedAt: Date.now(),
      };
    });
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const send = (request: InitialQuestionsRequest) => {
    setFormMessage(null);
    submit.mutate(request, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (!isApiError(error)) return;
        // Fields the server refused: back to the first one's step, each message under its question.
        const questionnaireSent = questionnaireFor(request.kind);
        const refused = (error.body.errors ?? []).filter(
          (entry) => stepOfQuestion(questionnaireSent, entry.field) !== undefined,
        );
        const first = refused[0];
        if (first === undefined) return;
        goTo(
          stepOfQuestion(questionnaireSent, first.field)?.id ?? null,
          Object.fromEntries(refused.map((entry) => [entry.field, entry.message])),
        );
        setFormMessage(error.message);
      },
    });
  };

  /** The checked request, or `null` after showing what is missing (on its step). */
  const checkedRequest = (): InitialQuestionsRequest | null => {
    if (kind === null || questionnaire === null) return null;
    const invalid = firstInvalidStep(questionnaire, answers);
    if (invalid !== null) {
      goTo(invalid.step.id, invalid.errors);
      setFormMessage("Please check the answers marked below.");
      return null;
    }
    const result = buildInitialQuestionsRequest(kind, answers, { invitationKey: draft.invitationKey });
    if (!result.success) {
      const target = stepOfQuestion(questionnaire, result.errors[0]?.field ?? "");
      goTo(
        target?.id ?? null,
        Object.fromEntries(result.errors.map((entry) => [entry.field, entry.message])),
      );
      setFormMessage("Please check the answers marked below.");
      return null;
    }
    return result;
  };

  const finish = () => {
    const request = checkedRequest();
    if (request === null) return;
    update({ complete: true });
    focusOnRender.current = "page";
    if (account === "taxpayer") send(request);
    else if (account === "visitor") navigate(SIGN_UP_PATH);
  };

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

  if (sent) return <GiftScreen />;

  const card = (content: ReactNode) => (
    <section className="tl-wizard" aria-labelledby={titleId}>
      {content}
    </section>
  );

  if (kind === null || questionnaire === null || step === undefined) {
    return card(
      <>
        <h1 id={titleId} ref={pageHeadingRef} tabIndex={-1} className="tl-wizard__title">
          What can we help you with?
        </h1>
        <p className="tl-wizard__lead">
          Answer a few questions, about three minutes, and we introduce you to tax professionals who fit.
          {area === "public" && account === "visitor" && " You create your account at the end."}
        </p>
        {draft.invitationKey !== null && <InvitationNote />}
        {account === "expert" ? (
          <FormStatus
            tone="info"
            message="You are signed in as a tax professional. Requests for quotes are made from a taxpayer account."
          />
        ) : (
          <TypeChoice
            headingId={titleId}
            offerExpert={area === "public"}
            onChoose={(chosen) => {
              update({ kind: chosen, stepId: null, complete: false });
              setErrors({});
              focusOnRender.current = "page";
            }}
          />
        )}
        {area === "public" && account === "visitor" && (
          <p className="tl-wizard__footer">
            Already have an account? <Link to="/login">Log in</Link>
          </p>
        )}
      </>,
    );
  }

  const heading = (
    <h1 id={titleId} ref={pageHeadingRef} tabIndex={-1} className="tl-wizard__title">
      {questionnaire.title}
    </h1>
  );

  if (draft.complete) {
    const lines = summarizeAnswers(kind, answers);
    const sending = submit.isPending;
    const failure = submit.isError
      ? isApiError(submit.error)
        ? submit.error.message
        : "We could not send your answers. Please check your connection and try again."
      : null;
    const invitationRefused =
      isApiError(submit.error) &&
      (submit.error.body.errors ?? []).some((entry) => entry.field === "invitationkey");
    return card(
      <>
        {heading}
        <h2 className="tl-wizard__step-title">
          {account === "taxpayer" ? "Send your answers" : "Your answers are saved"}
        </h2>
        {account === "taxpayer" ? (
          <p className="tl-wizard__lead">
            Send them and tax professionals can quote for{" "}
            {kind === "business" ? "your business's return" : "your return"}.
          </p>
        ) : (
          <p className="tl-wizard__lead">
            Create your free account to send them to tax professionals. We keep your answers in this browser
            until then.
          </p>
        )}
        {draft.invitationKey !== null && <InvitationNote />}
        {sending && (
          <p className="tl-wizard__sending" role="status">
            <Spinner />
            <span>Sending your answers…</span>
          </p>
        )}
        <FormStatus tone="error" message={failure} />
        {account === "expert" && (
          <FormStatus
            tone="info"
            message="You are signed in as a tax professional. Sign out and create a taxpayer account to send these answers."
          />
        )}
        <div className="tl-wizard__actions">
          <Button
            variant="secondary"
            size="lg"
            disabled={sending}
            onClick={() => goTo(steps.at(-1)?.id ?? null)}
          >
            Review my answers
          </Button>
          {account === "taxpayer" && (
            <Button
              size="lg"
              disabled={sending}
              onClick={() => {
                const request = checkedRequest();
                if (request !== null) send(request);
              }}
            >
              {failure === null ? "Send my answers" : "Try again"}
            </Button>
          )}
          {account === "taxpayer" && invitationRefused && (
            <Button
              variant="secondary"
              size="lg"
              disabled={sending}
              onClick={() => {
                update({ invitationKey: null });
                const request = buildInitialQuestionsRequest(kind, answers);
                if (request.success) send(request);
              }}
            >
              Send without the invitation
            </Button>
          )}
          {(account === "visitor" || account === "loading") && (
            <ButtonLink to={SIGN_UP_PATH} size="lg">
              Create my account
            </ButtonLink>
          )}
        </div>
        {account === "visitor" && (
          <p className="tl-wizard__footer">
            Already have an account? <Link to="/login">Log in</Link> and send them from your quotes page.
          </p>
        )}
        <AnswersList lines={lines} />
      </>,
    );
  }

  const isLast = stepIndex === steps.length - 1;
  const progress = Math.round(((stepIndex + 1) / steps.length) * 100);
  const questions = shownQuestions(step, answers);
  const finishLabel =
    account === "taxpayer" ? "Send my answers" : account === "expert" ? "Finish" : "Continue to sign up";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = stepErrors(step, answers);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormMessage("Please check the answers marked below.");
      focusQuestion(Object.keys(found));
      return;
    }
    if (isLast) finish();
    else goTo(steps[stepIndex + 1]?.id ?? null);
  };

  return card(
    <>
      {heading}
      <div className="tl-progress">
        <p className="tl-progress__text" id={`${titleId}-progress`}>
          Step {stepIndex + 1} of {steps.length}
        </p>
        <div
          className="tl-progress__track"
          role="progressbar"
          aria-labelledby={`${titleId}-progress`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="tl-progress__bar" style={{ width: `${progress}%` }} />
        </div>
      </div>
      <form className="tl-wizard__form" noValidate onSubmit={onSubmit} aria-labelledby={`${titleId}-step`}>
        <h2 id={`${titleId}-step`} ref={stepHeadingRef} tabIndex={-1} className="tl-wizard__step-title">
          {step.title}
        </h2>
        {step.lead && <p className="tl-wizard__lead">{step.lead}</p>}
        <FormStatus tone="error" message={formMessage} />
        {questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            value={answers[question.key]}
            error={errors[question.key]}
            onChange={(value) => setAnswer(question.key, value)}
          />
        ))}
        <div className="tl-wizard__actions tl-wizard__actions--split">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              if (stepIndex === 0) {
                update({ kind: null, stepId: null });
                setErrors({});
                setFormMessage(null);
                focusOnRender.current = "page";
              } else {
                goTo(steps[stepIndex - 1]?.id ?? null);
              }
            }}
          >
            Back
          </Button>
          <Button type="submit" size="lg" disabled={isLast && account === "loading"}>
            {isLast ? finishLabel : "Next"}
          </Button>
        </div>
      </form>
    </>,
  );
}

/** Said while the answers go through an expert's invitation link. */
function InvitationNote() {
  return (
    <p className="tl-wizard__note">
      You are answering through your tax professional's invitation: this request goes to them alone.
    </p>
  );
}
