import { Form } from "antd";
import { useCallback, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { EXPERT_ROLE, homePathFor, useCurrentUser } from "../../../entities/account";
import { usePageTitle } from "../../../lib/use-page-title";
import { liveToken } from "../../../lib/use-session-token";
import { identityApi } from "../api";
import { browserTimeZone } from "../signup-draft";
import { useStartSession } from "../use-sign-in-complete";
import { expertSignUpApi } from "./api";
import type { AccountPageState } from "./ExpertAccountPage";
import { ExpertCodeCard, type RefusedAnswers } from "./ExpertCodeCard";
import { ExpertSignInCodeCard } from "./ExpertSignInCodeCard";
import { ExpertStepsCard, keepAnswers, type StepError } from "./ExpertStepsCard";
import { ExpertWelcomeCard } from "./ExpertWelcomeCard";
import {
  answersOf,
  EXPERT_STEP_COUNT,
  type ExpertFormValues,
  expertStep,
  initialQuestionFields,
} from "./expert-answers";
import {
  clearExpertDraft,
  type ExpertAccount,
  expertFiles,
  expertPassword,
  lostFiles,
  readExpertDraft,
  setExpertAccountErrors,
} from "./expert-draft";
import { registrationFormData } from "./registration-form-data";
import "./expert-signup.css";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

type Phase =
  | { name: "steps" }
  | { name: "code"; sentAt: number; credentials: Credentials }
  | { name: "sign-in"; sentAt: number; credentials: Credentials }
  | { name: "done"; firstName: string };

function initialFormValues(): ExpertFormValues {
  const { answers } = readExpertDraft();
  const files = expertFiles();
  return {
    isEnterprise: false,
    hasPricingSystem: false,
    ...answers,
    accountantEducationList:
      answers.accountantEducationList !== undefined && answers.accountantEducationList.length > 0
        ? answers.accountantEducationList
        : [{}],
    photo: files.photo ?? null,
    taxPreparerProofOfAnnualFilingSeasonProgram: files.taxPreparerProofOfAnnualFilingSeasonProgram ?? null,
    pricingSystemAttachment: files.pricingSystemAttachment ?? null,
  };
}

/** The step in the address (`?step=3`, 1-based), so the browser's back and forward move between steps. */
function stepFromAddress(params: URLSearchParams): number | null {
  const value = Number(params.get("step"));
  return Number.isInteger(value) && value >= 1 && value <= EXPERT_STEP_COUNT ? value - 1 : null;
}

interface Credentials {
  account: ExpertAccount;
  password: string;
}

/** The account details and the password, when both are there (the password is gone after a reload). */
function readCredentials(): Credentials | null {
  const { account } = readExpertDraft();
  const password = expertPassword();
  return account === null || password === null ? null : { account, password };
}

function SignUpFlow() {
  const [credentials] = useState(readCredentials);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [storedStep] = useState(() => readExpertDraft().step);
  const step = stepFromAddress(params) ?? storedStep;
  const setStep = (next: number) => setParams({ step: String(next + 1) });
  const startSession = useStartSession();
  const [form] = Form.useForm<ExpertFormValues>();
  const [initialValues] = useState(initialFormValues);
  const [lost] = useState(lostFiles);
  const [phase, setPhase] = useState<Phase>({ name: "steps" });
  const [stepErrors, setStepErrors] = useState<StepError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [educationRows, setEducationRows] = useState<number[]>([]);
  // The answers as they were when the code was sent; the code step sends exactly these.
  const sent = useRef<ExpertFormValues>(initialValues);
  usePageTitle(
    phase.name === "steps"
      ? formatPlain(auth.profileStepTitle, { step: step + 1, title: expertStep(step).title })
      : phase.name === "done"
        ? auth.profileLive
        : phase.name === "code"
          ? auth.confirmEmail
          : auth.signInCodeLabel,
  );

  const onStepErrorsShown = useCallback(
    (shown: number) => setStepErrors((errors) => errors.filter((error) => error.step !== shown)),
    [],
  );

  const showProblems = (problems: StepError[], message: string | null) => {
    const first = problems[0];
    setNotice(message);
    setStepErrors(problems);
    setPhase({ name: "steps" });
    if (first !== undefined) setStep(Math.min(...problems.map((problem) => problem.step)));
  };

  /** Sends the whole sign-up with the code, then signs the new expert in. */
  const register = async ({ account, password }: Credentials, code: string) => {
    const values = sent.current;
    const fields = initialQuestionFields(answersOf(values));
    setEducationRows(fields.educationRows);
    const body = registrationFormData(
      { ...account, password, timeZone: browserTimeZone(), emailValidationCode: code },
      fields,
      values,
    );
    const answer = await expertSignUpApi.registerAccountant(body);
    // The account exists: nothing of the sign-up is kept any longer.
    clearExpertDraft();
    if (typeof answer === "object" && typeof answer.token === "string") {
      await startSession(answer.token, { navigate: false });
      setPhase({ name: "done", firstName: account.firstName });
      return;
    }
    try {
      const signIn = await identityApi.signIn({ email: account.email, password, roleId: EXPERT_ROLE });
      if (signIn.token !== undefined) {
        await startSession(signIn.token, { navigate: false });
        setPhase({ name: "done", firstName: account.firstName });
      } else {
        setPhase({ name: "sign-in", sentAt: Date.now(), credentials: { account, password } });
      }
    } catch {
      // The account exists; the person signs in on the login page.
      navigate("/login?as=pro", { replace: true, state: { registered: true } });
    }
  };

  const onRefused = (refused: RefusedAnswers) => {
    if (refused.account.length > 0) {
      keepAnswers(form, step);
      setExpertAccountErrors(refused.account);
      navigate("/signup/expert", { state: { refused: refused.message } satisfies AccountPageState });
      return;
    }
    showProblems(refused.steps, refused.message);
  };

  /** The answers are complete; the account details (or the password, after a reload) are asked for. */
  const askForAccount = () => {
    keepAnswers(form, step);
    navigate("/signup/expert", {
      state: { passwordNeeded: readExpertDraft().account !== null } satisfies AccountPageState,
    });
  };

  if (phase.name === "done") return <ExpertWelcomeCard firstName={phase.firstName} />;
  if (phase.name === "sign-in") {
    return (
      <ExpertSignInCodeCard
        email={phase.credentials.account.email}
        password={phase.credentials.password}
        sentAt={phase.sentAt}
        onResent={(sentAt) => setPhase({ ...phase, sentAt })}
        onSignedIn={() => setPhase({ name: "done", firstName: phase.credentials.account.firstName })}
      />
    );
  }
  if (phase.name === "code") {
    return (
      <ExpertCodeCard
        account={phase.credentials.account}
        sentAt={phase.sentAt}
        onResent={(sentAt) => setPhase({ ...phase, sentAt })}
        register={(code) => register(phase.credentials, code)}
        educationRows={educationRows}
        onRefused={onRefused}
        onBack={() => setPhase({ name: "steps" })}
      />
    );
  }
  return (
    <ExpertStepsCard
      form={form}
      initialValues={initialValues}
      account={credentials?.account ?? null}
      onAccountNeeded={askForAccount}
      step={step}
      onStepChange={(next) => {
        setNotice(null);
        setStep(next);
      }}
      stepErrors={stepErrors}
      onStepErrorsShown={onStepErrorsShown}
      onProblems={(problems) => showProblems(problems, null)}
      notice={notice}
      lost={lost}
      onCodeSent={(sentAt) => {
        if (credentials === null) return;
        sent.current = form.getFieldsValue(true) as ExpertFormValues;
        setNotice(null);
        setPhase({ name: "code", sentAt, credentials });
      }}
    />
  );
}

/**
 * /signup/expert/form: the 8 steps of the expert's profile, the e-mailed code, then the account
 * (registerAccountant) and a confirmation. The steps work without the account details; when they
 * (or the password, after a reload) are missing at the end, /signup/expert asks for them first.
 */
export function ExpertSignUpPage() {
  // Someone signed in when the page opens goes home; the sign-up's own new session does not count.
  const [startedSignedIn] = useState(() => liveToken() !== null);
  const { data: user } = useCurrentUser();
  if (startedSignedIn && user !== undefined) return <Navigate to={homePathFor(user.roleId)} replace />;
  return <SignUpFlow />;
}
