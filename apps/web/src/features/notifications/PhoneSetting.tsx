import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Checkbox, Form, Input, Skeleton, Typography } from "antd";
import { useId, useState } from "react";
import { isApiError } from "../../lib/api-client";
import { usePhone, usePhoneCalls } from "./channels-api";

/** The words of a refusal: the field's own message when the API names one, else its message. */
function refusalOf(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return t("notifications.savingFailed");
  return error.fieldErrors[field] ?? error.message;
}

/** A number and the consent to texts; the API sends it a 6-digit code. */
function NumberForm({
  onSend,
  sending,
  error,
}: {
  onSend: (phone: string) => void;
  sending: boolean;
  error?: string;
}) {
  const [phone, setPhone] = useState("");
  const [consent, setConsent] = useState(false);
  const id = useId();
  return (
    <Form layout="vertical" onFinish={() => onSend(phone)} className="tl-channel-setting__form">
      <Form.Item
        label={t("channels.phoneLabel")}
        htmlFor={`${id}-phone`}
        validateStatus={error ? "error" : undefined}
        help={error}
      >
        <Input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          placeholder={t("channels.phonePlaceholder")}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Form.Item>
      <Form.Item>
        {/* The API records these very words (channels.textConsent) as what the person agreed to. */}
        <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)}>
          {t("channels.textConsent")}
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending} disabled={!consent || phone.trim() === ""}>
        {t("channels.sendCode")}
      </Button>
    </Form>
  );
}

/** The code the number received. */
function CodeForm({
  onVerify,
  verifying,
  error,
}: {
  onVerify: (code: string) => void;
  verifying: boolean;
  error?: string;
}) {
  const [code, setCode] = useState("");
  const id = useId();
  return (
    <Form layout="vertical" onFinish={() => onVerify(code.trim())} className="tl-channel-setting__form">
      <Form.Item
        label={t("channels.codeLabel")}
        htmlFor={`${id}-code`}
        validateStatus={error ? "error" : undefined}
        help={error}
      >
        <Input
          id={`${id}-code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="tl-channel-setting__code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={verifying} disabled={code.trim() === ""}>
        {t("channels.verify")}
      </Button>
    </Form>
  );
}

/** The number texts go to: add it, prove it with a code, or remove it. */
export function PhoneSetting({ headingId }: { headingId: string }) {
  const phone = usePhone();
  const calls = usePhoneCalls();
  const status = phone.data;
  const busy = calls.start.isPending || calls.verify.isPending || calls.remove.isPending;
  const removeError = refusalOf(calls.remove.error, "phone");
  return (
    <section className="tl-channel-setting" aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} className="tl-channel-setting__heading">
        {t("channels.textHeading")}
      </Typography.Title>
      {phone.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : phone.isError || !status ? (
        <Alert type="error" showIcon message={refusalOf(phone.error, "phone")} />
      ) : status.phone && status.verified ? (
        <>
          <Typography.Paragraph role="status">
            {status.stopped
              ? t("channels.phoneStopped", { phone: status.phone })
              : t("channels.phoneVerified", { phone: status.phone })}
          </Typography.Paragraph>
          <Button onClick={() => calls.remove.mutate()} loading={calls.remove.isPending} disabled={busy}>
            {t("channels.removePhone")}
          </Button>
        </>
      ) : status.phone && status.codePending ? (
        <>
          <Typography.Paragraph role="status">
            {t("channels.codeSent", { phone: status.phone })}
          </Typography.Paragraph>
          <CodeForm
            onVerify={(code) => calls.verify.mutate(code)}
            verifying={calls.verify.isPending}
            error={refusalOf(calls.verify.error, "code")}
          />
          <div className="tl-channel-setting__actions">
            <Button
              onClick={() => calls.start.mutate({ phone: status.phone ?? "", consent: true })}
              loading={calls.start.isPending}
              disabled={busy}
            >
              {t("channels.sendCode")}
            </Button>
            <Button onClick={() => calls.remove.mutate()} loading={calls.remove.isPending} disabled={busy}>
              {t("channels.removePhone")}
            </Button>
          </div>
          {calls.start.isError && (
            <Alert type="error" showIcon message={refusalOf(calls.start.error, "phone")} />
          )}
        </>
      ) : (
        <NumberForm
          onSend={(number) => calls.start.mutate({ phone: number, consent: true })}
          sending={calls.start.isPending}
          error={refusalOf(calls.start.error, "phone")}
        />
      )}
      {removeError && <Alert type="error" showIcon message={removeError} />}
    </section>
  );
}
