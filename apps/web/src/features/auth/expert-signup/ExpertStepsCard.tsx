import { useMutation } from "@tanstack/react-query";
import { accountantInitialQuestionsSchema } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form, type FormInstance } from "antd";
import type { NamePath } from "antd/es/form/interface";
import { type ComponentType, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { FormProblems, useFormProblems } from "../../../components/FormProblems";
import { errorDisplay } from "../../../lib/form-rules";
import { AuthCard } from "../AuthCard";
import { identityApi } from "../api";
import {
  answersOf,
  EXPERT_STEP_COUNT,
  type ExpertFileField,
  type ExpertFiles,
  type ExpertFormValues,
  expertStep,
  initialQuestionFields,
  initialQuestionsForCheck,
  isRegisteredTaxPreparer,
  stepOfField,
} from "./expert-answers";
import { type ExpertAccount, saveExpertAnswers, setExpertFiles } from "./expert-draft";
import { expertRules, pricingFileMissing } from "./expert-rules";
import { StepProgress } from "./StepProgress";
import type { StepFieldName } from "./server-errors";
import { CredentialsStep } from "./steps/CredentialsStep";
import { EducationStep } from "./steps/EducationStep";
import { PhotoStep } from "./steps/PhotoStep";
import { PracticeStep } from "./steps/PracticeStep";
import { ReviewsStep } from "./steps/ReviewsStep";
import { ServicesStep } from "./steps/ServicesStep";
import { StandoutStep } from "./steps/StandoutStep";
import type { StepProps } from "./steps/step-props";
import { WorkStep } from "./steps/WorkStep";

const stepComponents: readonly ComponentType<StepProps>[] = [
  CredentialsStep,
  ServicesStep,
  WorkStep,
  PracticeStep,
  StandoutStep,
  PhotoStep,
  ReviewsStep,
  EducationStep,
];

/** A message for a field of some step, waiting to be shown when that step opens. */
export interface StepError {
  step: number;
  name: StepFieldName;
  message: string;
}

interface ExpertStepsCardProps {
  form: FormInstance<ExpertFormValues>;
  /** The answers kept from before (a reload, or the account page and back). */
  initialValues: ExpertFormValues;
  /** The account details of /signup/expert, with the password; `null` until both are there. */
  account: ExpertAccount | null;
  /** The answers are complete but the account details or the password are missing. */
  onAccountNeeded: () => void;
  step: number;
  onStepChange: (step: number) => void;
  /** Messages for fields waiting to be shown on their steps. */
  stepErrors: StepError[];
  onStepErrorsShown: (step: number) => void;
  /** Answers that do not hold: the caller keeps them and opens the first one's step. */
  onProblems: (problems: StepError[]) => void;
  /** A message for the whole form, e.g. the server's answer. */
  notice: string | null;
  /** Files chosen before the page reloaded, which it no longer holds. */
  lost: readonly ExpertFileField[];
  /** The code was mailed: the caller shows the code step. */
  onCodeSent: (at: number) => void;
}

/** Every problem of the answers as a whole, in step order: the contract's check and the required files. */
export function checkAllAnswers(values: ExpertFormValues, now: Date): StepError[] {
  const fields = initialQuestionFields(answersOf(values));
  const errors: StepError[] = [];
  const result = accountantInitialQuestionsSchema(now).safeParse(initialQuestionsForCheck(fields));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [head, index, part] = issue.path;
      if (typeof head !== "string") continue;
      const step = stepOfField(head);
      if (step === null) continue;
      const name: StepFieldName =
        head === "accountantEducationList" && typeof index === "number" && typeof part === "string"
          ? [head, fields.educationRows[index] ?? index, part]
          : head;
      errors.push({ step, name, message: issue.message });
    }
  }
  if (
    isRegisteredTaxPreparer(values.taxPreparerTypeId) &&
    !(values.taxPreparerProofOfAnnualFilingSeasonProgram instanceof Blob)
  ) {
    errors.push({
      step: 0,
      name: "taxPreparerProofOfAnnualFilingSeasonProgram",
      message: auth.afspRecordMissing,
    });
  }
  if (values.hasPricingSystem === true && !(values.pricingSystemAttachment instanceof Blob)) {
    errors.push({ step: 7, name: "pricingSystemAttachment", message: pricingFileMissing });
  }
  return errors.sort((a, b) => a.step - b.step);
}

const fileNames: Record<ExpertFileField, string> = {
  photo: "your photo",
  taxPreparerProofOfAnnualFilingSeasonProgram: auth.yourAfspRecord,
  pricingSystemAttachment: "your price list",
};

/** What to say on a step whose files the reload lost; `null` when none. */
function lostFileText(fields: readonly ExpertFileField[]): string | null {
  if (fields.length === 0) return null;
  const names = fields.map((field) => fileNames[field]).join(" and ");
  return formatPlain(auth.filesNotKept, { files: names });
}

/** Keeps the answers for a reload (storage) and the files for this page's life (memory). */
export function keepAnswers(form: FormInstance<ExpertFormValues>, step: number): void {
  const values = form.getFieldsValue(true) as ExpertFormValues;
  const files: ExpertFiles = {
    photo: values.photo ?? null,
    taxPreparerProofOfAnnualFilingSeasonProgram: values.taxPreparerProofOfAnnualFilingSeasonProgram ?? null,
    pricingSystemAttachment: values.pricingSystemAttachment ?? null,
  };
  setExpertFiles(files);
  const chosen = (Object.keys(files) as ExpertFileField[]).filter((field) => files[field] instanceof Blob);
  saveExpertAnswers(answersOf(values), step, chosen);
}

/**
 * The 8 steps of the expert's profile with a progress bar, Back and Next; each
 * step is checked before the next opens, in the contract's words. The last step mails the code.
 */
export function ExpertStepsCard({
  form,
  initialValues,
  account,
  onAccountNeeded,
  step,
  onStepChange,
  stepErrors,
  onStepErrorsShown,
  onProblems,
  notice,
  lost,
  onCodeSent,
}: ExpertStepsCardProps) {
  const rules = useMemo(() => expertRules(new Date()), []);
  const [message, setMessage] = useState<string | null>(null);
  const fieldProblems = useFormProblems(form, "expert-profile");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingFor = useRef(step);
  const current = expertStep(step);
  const chosenFiles: ExpertFiles = {
    photo: Form.useWatch("photo", { form, preserve: true }),
    taxPreparerProofOfAnnualFilingSeasonProgram: Form.useWatch(
      "taxPreparerProofOfAnnualFilingSeasonProgram",
      {
        form,
        preserve: true,
      },
    ),
    pricingSystemAttachment: Form.useWatch("pricingSystemAttachment", { form, preserve: true }),
  };
  const lostHere = lost.filter(
    (field) => current.fields.includes(field) && !(chosenFiles[field] instanceof Blob),
  );
  const StepFields = stepComponents[step] ?? CredentialsStep;
  const last = step === EXPERT_STEP_COUNT - 1;

  // The new step's heading takes the focus, so a screen reader starts reading there.
  useEffect(() => {
    if (headingFor.current === step) return;
    headingFor.current = step;
    headingRef.current?.focus();
  }, [step]);

  // Waiting messages of this step go on its fields once they are there.
  useEffect(() => {
    const mine = stepErrors.filter((error) => error.step === step);
    if (mine.length === 0) return;
    form.setFields(
      mine.map((error) => ({ name: error.name as NamePath<ExpertFormValues>, errors: [error.message] })),
    );
    onStepErrorsShown(step);
  }, [form, step, stepErrors, onStepErrorsShown]);

  const sendCode = useMutation({
    mutationFn: (email: string) => identityApi.sendEmailValidationCode(email),
    onSuccess: () => onCodeSent(Date.now()),
    onError: (error) => setMessage(errorDisplay(error, []).message),
  });

  const goTo = (next: number) => {
    setMessage(null);
    fieldProblems.clear();
    keepAnswers(form, next);
    onStepChange(next);
  };

  /** Called once the step's fields pass: the next step, or on the last one the whole check and the code. */
  const next = () => {
    if (!last) {
      goTo(step + 1);
      return;
    }
    setMessage(null);
    keepAnswers(form, step);
    const problems = checkAllAnswers(form.getFieldsValue(true) as ExpertFormValues, new Date());
    if (problems.length > 0) {
      // An answer of an earlier step no longer holds (a file is not kept across a reload, for one).
      setMessage(auth.checkHighlighted);
      onProblems(problems);
      return;
    }
    if (account === null) {
      onAccountNeeded();
      return;
    }
    sendCode.mutate(account.email);
  };

  return (
    <AuthCard
      wide
      title={auth.professionalProfile}
      footer={
        account === null ? (
          <>
            {auth.alreadyHaveAccount} <Link to="/login?as=pro">{auth.logIn}</Link>
          </>
        ) : (
          <>
            {auth.signingUpAs} <strong>{account.email}</strong>.{" "}
            <Link to="/signup/expert">{auth.changeAccountDetails}</Link>
          </>
        )
      }
    >
      <StepProgress step={step} count={EXPERT_STEP_COUNT} title={current.title} />
      <h2 ref={headingRef} tabIndex={-1} className="tl-expert-signup__step-title">
        {current.title}
      </h2>
      <p className="tl-expert-signup__step-lead">{current.lead}</p>
      <FormAlert message={message ?? notice} />
      <FormAlert type="info" message={lostFileText(lostHere)} />
      <FormProblems state={fieldProblems} />
      <Form<ExpertFormValues>
        form={form}
        name="expert-profile"
        layout="vertical"
        initialValues={initialValues}
        requiredMark="optional"
        disabled={sendCode.isPending}
        onValuesChange={() => keepAnswers(form, step)}
        onFinishFailed={fieldProblems.onFinishFailed}
        onFinish={next}
      >
        <StepFields rules={rules} />
        <div className="tl-expert-signup__nav">
          {step > 0 && (
            <Button size="large" onClick={() => goTo(step - 1)}>
              {auth.backButton}
            </Button>
          )}
          <Button type="primary" size="large" htmlType="submit" loading={sendCode.isPending}>
            {last ? auth.sendMeTheCode : auth.nextButton}
          </Button>
        </div>
        {last && account !== null && (
          <p className="tl-expert-signup__code-note">
            {formatPlain(auth.codeWillBeSent, { email: account.email })}
          </p>
        )}
        {last && account === null && <p className="tl-expert-signup__code-note">{auth.nextAccountDetails}</p>}
      </Form>
    </AuthCard>
  );
}
