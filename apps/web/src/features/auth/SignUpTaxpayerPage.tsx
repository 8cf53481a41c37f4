import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button, Checkbox, Form } from "antd";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import { FormProblems, useFormProblems } from "../../components/FormProblems";
import { homePathFor, useCurrentUser } from "../../entities/account";
import { readPendingQuestionnaire } from "../../entities/questionnaire";
import { errorDisplay } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { AccountFields } from "./AccountFields";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { browserTimeZone, readSignUpDraft, saveSignUpDraft } from "./signup-draft";

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber: string;
  agreePrivacyPolicy: boolean;
  mayCallDirectly: boolean;
}

const formFields = [
  "firstName",
  "lastName",
  "email",
  "password",
  "phoneNumber",
  "agreePrivacyPolicy",
] as const satisfies readonly (keyof SignUpValues)[];

function initialValues(): Partial<SignUpValues> {
  const draft = readSignUpDraft();
  if (draft === null) return { mayCallDirectly: false };
  const { firstName, lastName, email, phoneNumber, mayCallDirectly } = draft;
  return { firstName, lastName, email, phoneNumber, mayCallDirectly };
}

/**
 * /signup/tax-payer: the taxpayer's details. Submitting mails a code to the address and goes to
 * /email-code-verification; the values wait in memory only (see `signup-draft.ts`).
 */
export function SignUpTaxpayerPage() {
  usePageTitle(auth.createYourAccount);
  const navigate = useNavigate();
  const [form] = Form.useForm<SignUpValues>();
  const problems = useFormProblems(form, "signup");
  const [message, setMessage] = useState<string | null>(null);
  const [initial] = useState(initialValues);
  const [answersWaiting] = useState(() => readPendingQuestionnaire() !== null);
  const { data: user } = useCurrentUser();

  const sendCode = useMutation({
    mutationFn: async (values: SignUpValues) => {
      const email = values.email.trim();
      await identityApi.sendEmailValidationCode(email);
      saveSignUpDraft({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        phoneNumber: values.phoneNumber.trim(),
        password: values.password,
        mayCallDirectly: values.mayCallDirectly === true,
        timeZone: browserTimeZone(),
        codeSentAt: Date.now(),
      });
    },
    onSuccess: () => navigate("/email-code-verification"),
    onError: (error) => {
      const display = errorDisplay(error, formFields);
      problems.showFieldErrors(display.fields);
      setMessage(display.message);
    },
  });

  if (user !== undefined && !sendCode.isPending) return <Navigate to={homePathFor(user.roleId)} replace />;

  return (
    <AuthCard
      wide
      title={auth.taxpayerSignUpTitle}
      lead={auth.taxpayerSignUpLead}
      footer={
        <>
          {auth.alreadyHaveAccount} <Link to="/login">{auth.logIn}</Link>
          <br />
          {auth.areYouProfessional} <Link to="/signup/expert">{auth.joinAsExpert}</Link>
        </>
      }
    >
      <FormAlert type="info" message={answersWaiting ? auth.answersSavedForSignUp : null} />
      <FormAlert message={message} />
      <FormProblems state={problems} />
      <Form<SignUpValues>
        form={form}
        name="signup"
        layout="vertical"
        initialValues={initial}
        disabled={sendCode.isPending}
        onFinishFailed={problems.onFinishFailed}
        onFinish={(values) => {
          setMessage(null);
          problems.clear();
          sendCode.mutate(values);
        }}
      >
        <AccountFields emailHelp={auth.codeToThisAddress} />
        <Form.Item name="mayCallDirectly" valuePropName="checked">
          <Checkbox>{auth.mayCallMe}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={sendCode.isPending}>
          {auth.createAccountButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
