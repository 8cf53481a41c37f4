import { totpCodeSchema } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Form, Input, Modal, Spin, Steps, Typography } from "antd";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { problemText } from "../../lib/problem-text";
import { useConfirmAuthenticatorApp, useStartAuthenticatorApp } from "./api";
import { groupedSecret } from "./security-text";

interface AppSetupDialogProps {
  open: boolean;
  /** The person already has an app: this moves it to a new phone. */
  replacing: boolean;
  onClose: () => void;
  /** The app is confirmed; `recoveryCodes` are the first ones when the person had none. */
  onAdded: (recoveryCodes: string[]) => void;
}

/** The QR code as an image: the SVG document the server made, never put into this page's own markup. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Asks for a new secret once, when the dialog's content first shows (not again on a re-render). */
function useStartOnce() {
  const start = useStartAuthenticatorApp();
  const { mutate } = start;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);
  return start;
}

function SetupSteps({ replacing, onClose, onAdded }: Omit<AppSetupDialogProps, "open">) {
  const { message } = App.useApp();
  const start = useStartOnce();
  const confirm = useConfirmAuthenticatorApp();
  const [step, setStep] = useState<0 | 1>(0);
  const [showKey, setShowKey] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const keyId = useId();
  const codeId = useId();
  const setup = start.data;
  const shown = confirm.isError ? errorDisplay(confirm.error, ["code"] as const) : null;

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(code, {
      onSuccess: ({ recoveryCodes }) => {
        void message.success(t("securityPage.appAddedDone"));
        onAdded(recoveryCodes);
        onClose();
      },
    });

  let body: ReactNode;
  if (start.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t("securityPage.setupStartError")}
        description={problemText(start.error)}
        action={<Button onClick={() => start.mutate()}>{t("securityPage.tryAgain")}</Button>}
      />
    );
  } else if (setup === undefined) {
    body = (
      <div className="tl-security__preparing" role="status">
        <Spin /> {t("securityPage.setupPreparing")}
      </div>
    );
  } else if (step === 0) {
    body = (
      <div className="tl-security__scan">
        <p>{t("securityPage.setupScanText")}</p>
        <img className="tl-security__qr" src={qrSource(setup.qrCodeSvg)} alt={t("securityPage.setupQrAlt")} />
        <Button
          type="link"
          aria-expanded={showKey}
          aria-controls={keyId}
          onClick={() => setShowKey(!showKey)}
        >
          {t("securityPage.setupCantScan")}
        </Button>
        <div id={keyId} hidden={!showKey} className="tl-security__key">
          <p>{t("securityPage.setupKeyText")}</p>
          <Typography.Text code copyable={{ text: setup.secret }} className="tl-security__secret">
            {groupedSecret(setup.secret)}
          </Typography.Text>
          <p>
            <a href={setup.otpauthUrl}>{t("securityPage.setupOpenInApp")}</a>
          </p>
        </div>
      </div>
    );
  } else {
    body = (
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        // A refused code's message goes once the person types another.
        onValuesChange={() => confirm.reset()}
        disabled={confirm.isPending}
      >
        <Form.Item
          name="code"
          label={t("securityPage.setupCodeLabel")}
          htmlFor={codeId}
          extra={t("securityPage.setupCodeHint")}
          rules={[schemaRule(totpCodeSchema)]}
          validateStatus={shown?.fields.length ? "error" : undefined}
          help={shown?.fields[0]?.errors[0]}
        >
          <Input
            id={codeId}
            className="tl-security__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            autoFocus
          />
        </Form.Item>
        {shown?.message && <Alert type="error" showIcon role="alert" title={shown.message} />}
      </Form>
    );
  }

  const footer =
    step === 0 ? (
      <Button type="primary" disabled={setup === undefined} onClick={() => setStep(1)}>
        {t("securityPage.setupNext")}
      </Button>
    ) : (
      <>
        <Button onClick={() => setStep(0)} disabled={confirm.isPending}>
          {t("securityPage.setupBack")}
        </Button>
        <Button type="primary" loading={confirm.isPending} onClick={() => form.submit()}>
          {t("securityPage.setupConfirm")}
        </Button>
      </>
    );

  return (
    <>
      {replacing && <Alert type="info" showIcon title={t("securityPage.setupReplaceNote")} />}
      <Steps
        className="tl-security__steps"
        size="small"
        current={step}
        items={[{ title: t("securityPage.setupStepScan") }, { title: t("securityPage.setupStepConfirm") }]}
      />
      {body}
      <div className="tl-security__dialog-footer">{footer}</div>
    </>
  );
}

/**
 * Setting up (or moving) an authenticator app: scan the QR code (or type the key), then confirm a
 * first code. The confirmed app re-opens this session under a new token (taken up by the call).
 */
export function AppSetupDialog({ open, replacing, onClose, onAdded }: AppSetupDialogProps) {
  return (
    <Modal
      open={open}
      title={replacing ? t("securityPage.setupReplaceTitle") : t("securityPage.setupTitle")}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && <SetupSteps replacing={replacing} onClose={onClose} onAdded={onAdded} />}
    </Modal>
  );
}
