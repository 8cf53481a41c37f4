import { useMutation } from "@tanstack/react-query";
import { validationTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button } from "antd";
import { useState } from "react";
import { isApiError } from "../../../lib/api-client";
import { errorDisplay } from "../../../lib/form-rules";
import { bold, richText } from "../../../lib/rich-text";
import { identityApi } from "../api";
import { CodeCard } from "../CodeCard";
import type { StepError } from "./ExpertStepsCard";
import type { ExpertAccount } from "./expert-draft";
import type { AccountField } from "./server-errors";
import { placeServerError } from "./server-errors";

/** What the server turned down, sorted by where it is shown. */
export interface RefusedAnswers {
  account: { field: AccountField; message: string }[];
  steps: StepError[];
  message: string;
}

interface ExpertCodeCardProps {
  account: ExpertAccount;
  sentAt: number;
  onResent: (at: number) => void;
  /** Sends the sign-up with the code; resolves once the account exists and the person is signed in. */
  register: (code: string) => Promise<void>;
  /** The rows of the form each sent education entry came from, to place the server's messages. */
  educationRows: readonly number[];
  onRefused: (refused: RefusedAnswers) => void;
  onBack: () => void;
}

/**
 * The code step: the 6-digit code mailed to the expert's address; with it the whole sign-up is sent.
 * The server's messages about answers send the person back to the step that asked them.
 */
export function ExpertCodeCard({
  account,
  sentAt,
  onResent,
  register,
  educationRows,
  onRefused,
  onBack,
}: ExpertCodeCardProps) {
  const [codeError, setCodeError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: register,
    onError: (error) => {
      if (!isApiError(error)) {
        setMessage(errorDisplay(error, []).message);
        return;
      }
      const refused: RefusedAnswers = { account: [], steps: [], message: error.message };
      let onCode: string | null = null;
      for (const entry of error.body.errors ?? []) {
        const place = placeServerError(entry.field, educationRows);
        if (place.kind === "code") onCode = entry.message;
        else if (place.kind === "account")
          refused.account.push({ field: place.field, message: entry.message });
        else if (place.kind === "step")
          refused.steps.push({ step: place.step, name: place.name, message: entry.message });
      }
      if (refused.account.length > 0 || refused.steps.length > 0) {
        onRefused(refused);
        return;
      }
      if (onCode === null && error.message === validationTexts.invalidCode) onCode = error.message;
      setCodeError(onCode);
      setMessage(onCode === error.message ? null : error.message);
    },
  });

  const resend = useMutation({
    mutationFn: () => identityApi.sendEmailValidationCode(account.email),
    onSuccess: () => {
      setCodeError(null);
      setNotice(formatPlain(auth.newCodeSent, { email: account.email }));
      onResent(Date.now());
    },
    onError: (error) => setMessage(errorDisplay(error, []).message),
  });

  return (
    <CodeCard
      title={auth.confirmEmail}
      lead={richText(formatPlain(auth.expertConfirmCodeSent, { email: account.email }), bold)}
      footer={
        <Button type="link" onClick={onBack} disabled={submit.isPending}>
          {auth.backToAnswers}
        </Button>
      }
      message={message}
      notice={notice}
      label={auth.verificationCodeLabel}
      submitLabel={auth.verifyAndCreate}
      submitting={submit.isPending}
      onSubmitAttempt={() => {
        setMessage(null);
        setNotice(null);
      }}
      onSubmit={(code) => submit.mutate(code)}
      error={codeError}
      onClearError={() => setCodeError(null)}
      sentAt={sentAt}
      resending={resend.isPending}
      onResend={() => resend.mutate()}
    />
  );
}
