import { useMutation } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { errorDisplay } from "../../lib/form-rules";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { forgetRecoveryCodeUse, markRecoveryCodeUsed } from "./recovery-notice";
import { OtherAccountLink } from "./SecondStepParts";
import { signInRules } from "./sign-in-rules";
import type { PendingSignIn } from "./sign-in-steps";
import { useStartSession } from "./use-sign-in-complete";

interface RecoveryValues {
  recoveryCode: string;
}

/**
 * The second step with one of the person's one-time recovery codes, for when the phone or the
 * passkey is not at hand. The next page says the code is spent (`RecoveryCodeNotice`).
 */
export function RecoveryCodeStep({
  step,
  onOtherWays,
  onBack,
}: {
  step: PendingSignIn;
  /** Back to the app or passkey card; left out when the person has neither to go back to. */
  onOtherWays: (() => void) | undefined;
  onBack: () => void;
}) {
  const startSession = useStartSession();
  const [form] = Form.useForm<RecoveryValues>();
  const [message, setMessage] = useState<string | null>(null);
  const signIn = useMutation({
    mutationFn: async ({ recoveryCode }: RecoveryValues) => {
      const { token } = await identityApi.signInWithRecoveryCode({
        email: step.email,
        recoveryCode: recoveryCode.trim(),
        ...(step.signInStep === undefined ? {} : { signInStep: step.signInStep }),
      });
      markRecoveryCodeUsed();
      try {
        await startSession(token);
      } catch (error) {
        forgetRecoveryCodeUse();
        throw error;
      }
    },
    onError: (error) => {
      const display = errorDisplay(error, ["recoveryCode"]);
      form.setFields(display.fields);
      setMessage(display.message);
    },
  });

  return (
    <AuthCard
      title={auth.recoveryTitle}
      lead={auth.recoveryLead}
      footer={<OtherAccountLink onBack={onBack} />}
    >
      <FormAlert message={message} />
      <Form<RecoveryValues>
        form={form}
        name="recovery-code"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          setMessage(null);
          signIn.mutate(values);
        }}
        disabled={signIn.isPending}
      >
        <Form.Item name="recoveryCode" label={auth.recoveryLabel} rules={[signInRules.recoveryCode]}>
          <Input
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            size="large"
            className="tl-login__recovery-input"
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          {auth.verifyAndLogIn}
        </Button>
      </Form>
      {onOtherWays !== undefined && (
        <div className="tl-auth-card__row tl-login__recovery-link">
          <Button type="link" onClick={onOtherWays}>
            {auth.useAnotherWay}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
