import { validationTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button } from "antd";
import { useState } from "react";
import { DevMailboxHint } from "../../entities/dev-mail";
import { RESEND_COOLDOWN_MS, useSecondsLeft } from "../../lib/cooldown";
import { CodeInput } from "./CodeInput";
import { codeOf, emptyCode, isCodeComplete } from "./code-input-logic";

/** The words of the row that asks for another code. */
export interface ResendTexts {
  /** Before the button, e.g. "Didn't get the code?". */
  prompt: string;
  /** The button once another code may be asked for. */
  action: string;
  /** The button while the cooldown runs. */
  waiting: (seconds: number) => string;
}

const codeResendTexts: ResendTexts = {
  prompt: auth.didNotGetCode,
  action: auth.resendCode,
  waiting: (seconds) => formatPlain(auth.resendCodeIn, { seconds }),
};

export interface CodeFormProps {
  /** The visible name of the six boxes, e.g. "Sign-in code". */
  label: string;
  submitLabel: string;
  submitting: boolean;
  /** A whole code was submitted (an incomplete one is turned down here with 'Insert valid code'). */
  onSubmit: (code: string) => void;
  /** Every press of the submit button, whole code or not, before the code is checked. */
  onSubmitAttempt?: () => void;
  /** The page's message about the code, e.g. the server turning it down; shown under the boxes. */
  error?: string | null;
  /** The page's `error` no longer applies (the digits were edited, or a whole code is submitted). */
  onClearError?: () => void;
  /** When the last code was sent (ms since the epoch): the resend cooldown runs from it, and a new one empties the boxes. */
  sentAt?: number;
  resending?: boolean;
  /** Asks for another mailed code. Left out for a code nobody mails (an authenticator app's): no resend row then. */
  onResend?: () => void;
  resendTexts?: ResendTexts;
}

/**
 * The form of a 6-digit code: the boxes, the submit button and, for a mailed code, where to read the
 * mail on a dev server and a resend button that waits out the server's one-a-minute limit.
 */
export function CodeForm({
  label,
  submitLabel,
  submitting,
  onSubmit,
  onSubmitAttempt,
  error,
  onClearError,
  sentAt = 0,
  resending = false,
  onResend,
  resendTexts = codeResendTexts,
}: CodeFormProps) {
  const [digits, setDigits] = useState(emptyCode);
  const [incomplete, setIncomplete] = useState(false);
  // A new code was sent: the boxes start empty again (reset while rendering, keeping the focus).
  const [codeSentAt, setCodeSentAt] = useState(sentAt);
  if (codeSentAt !== sentAt) {
    setCodeSentAt(sentAt);
    setDigits(emptyCode());
    setIncomplete(false);
  }
  const left = useSecondsLeft(sentAt + RESEND_COOLDOWN_MS);

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmitAttempt?.();
          if (!isCodeComplete(digits)) {
            setIncomplete(true);
            return;
          }
          setIncomplete(false);
          onClearError?.();
          onSubmit(codeOf(digits));
        }}
      >
        <CodeInput
          label={label}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setIncomplete(false);
            onClearError?.();
          }}
          error={incomplete ? validationTexts.invalidCode : error}
          autoFocus
        />
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </form>
      {onResend !== undefined && (
        <>
          <DevMailboxHint />
          <div className="tl-auth-card__row tl-auth-card__resend">
            <span>{resendTexts.prompt}</span>
            <Button onClick={() => onResend()} disabled={left > 0} loading={resending}>
              {left > 0 ? resendTexts.waiting(left) : resendTexts.action}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
