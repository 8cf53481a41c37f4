import { billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { Button, Form } from "antd";
import { useEffect, useEffectEvent, useState } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { FormAlert } from "../../../components/FormAlert";
import { FormProblems, useFormProblems } from "../../../components/FormProblems";
import { homePathFor, useCurrentUser } from "../../../entities/account";
import { rememberChosenPlan } from "../../../entities/plan";
import { usePageTitle } from "../../../lib/use-page-title";
import { AccountFields } from "../AccountFields";
import { AuthCard } from "../AuthCard";
import {
  type ExpertAccount,
  readExpertDraft,
  saveExpertAccount,
  setExpertPassword,
  takeExpertAccountErrors,
} from "./expert-draft";
import "./expert-signup.css";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { bold, richText } from "../../../lib/rich-text";

interface AccountValues extends ExpertAccount {
  password: string;
  agreePrivacyPolicy: boolean;
}

/** Why the form page sent the person back here. */
export interface AccountPageState {
  /** The page reloaded and the password, kept in memory only, is gone. */
  passwordNeeded?: boolean;
  /** The server turned down an account detail when the sign-up was sent. */
  refused?: string;
}

export const EXPERT_FORM_PATH = "/signup/expert/form";

function initialValues(): Partial<AccountValues> {
  const { account } = readExpertDraft();
  // A person coming back here has agreed already; the box stays ticked with the other details.
  return account === null ? {} : { ...account, agreePrivacyPolicy: true };
}

function pageState(state: unknown): AccountPageState {
  return typeof state === "object" && state !== null ? (state as AccountPageState) : {};
}

/**
 * /signup/expert: the tax professional's account details, as the taxpayer's sign-up asks them.
 * Continue keeps them (the password in memory only) and opens the 8 steps of the profile; the
 * e-mail code comes at the end.
 */
export function ExpertAccountPage() {
  usePageTitle(auth.joinAsProfessional);
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const { passwordNeeded, refused } = pageState(state);
  const [form] = Form.useForm<AccountValues>();
  const problems = useFormProblems(form, "expert-account");
  const [initial] = useState(initialValues);
  const [message, setMessage] = useState<string | null>(refused ?? null);
  const { data: user } = useCurrentUser();

  // "Choose plan" on the pricing page leads here with the plan: /payment offers it after the profile.
  useEffect(() => rememberChosenPlan(search), [search]);

  // The server's messages about the account, from the last step of the profile, on their fields.
  const showRefused = useEffectEvent(() => {
    const errors = takeExpertAccountErrors();
    if (errors.length > 0)
      problems.showFieldErrors(errors.map(({ field, message: text }) => ({ name: field, errors: [text] })));
  });
  useEffect(() => showRefused(), []);

  if (user !== undefined) return <Navigate to={homePathFor(user.roleId)} replace />;

  return (
    <AuthCard
      wide
      title={auth.expertSignUpTitle}
      lead={
        <>
          {richText(formatPlain(auth.expertSignUpLead, { days: FREE_TRIAL_DAYS }), bold)}{" "}
          {billingTexts.unlocks}
        </>
      }
      footer={
        <>
          {auth.alreadyHaveAccount} <Link to="/login?as=pro">{auth.logIn}</Link>
          <br />
          {auth.lookingForProfessional} <Link to="/signup/tax-payer">{auth.signUpAsTaxpayer}</Link>
        </>
      }
    >
      {passwordNeeded === true && <FormAlert type="info" message={auth.passwordNotKept} />}
      <FormAlert message={message} />
      <FormProblems state={problems} />
      <Form<AccountValues>
        form={form}
        name="expert-account"
        layout="vertical"
        initialValues={initial}
        onFinishFailed={problems.onFinishFailed}
        onFinish={(values) => {
          setMessage(null);
          problems.clear();
          saveExpertAccount({
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            phoneNumber: values.phoneNumber.trim(),
          });
          setExpertPassword(values.password);
          // Back to the step the person was on (the first one for a new sign-up).
          navigate(`${EXPERT_FORM_PATH}?step=${readExpertDraft().step + 1}`);
        }}
      >
        <AccountFields emailHelp={auth.codeAtTheEnd} focusPassword={passwordNeeded === true} />
        <Button type="primary" htmlType="submit" block size="large">
          {auth.continueButton}
        </Button>
      </Form>
    </AuthCard>
  );
}
