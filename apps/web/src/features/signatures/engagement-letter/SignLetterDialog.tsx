import { useQuery } from "@tanstack/react-query";
import {
  choosingSharesOrganizerText,
  DISCLOSURE_CONSENT_VERSION,
  type EngagementLetter,
  type SignatureInput,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, App, Button, Checkbox, Form, Input, Modal, Skeleton, Typography } from "antd";
import { useCallback, useId, useState } from "react";
import { FormAlert } from "../../../components/FormAlert";
import { SignaturePad } from "../../../components/signature-pad/SignaturePad";
import { useCurrentUser } from "../../../entities/account";
import { formatUsd } from "../../../entities/plan";
import { personName } from "../../../lib/format";
import { problemText } from "../../../lib/problem-text";
import { engagementLetterQuery, useQuotesCatchUp, useSignEngagementLetter } from "./api";
import { consentTextFor } from "./letter-text";
import "./engagement-letter.css";

/** Whose letter is signed: the quote, its professional and (when hiring) its price. */
export interface LetterToSign {
  quoteId: number;
  professionalName: string;
  price?: number;
}

/**
 * `hire`: the taxpayer signs the letter of a quote and so chooses it. `again`: the letter of a running
 * job waits for their signature (never signed, or changed by the professional).
 */
export type SigningPurpose = "hire" | "again";

interface SignValues {
  signerName: string;
  consent: boolean;
}

/**
 * The engagement letter to read and sign: the letter, the signer's full name, their signature (typed,
 * the way by keyboard, or drawn) and, when it may be given in the same step, the §7216 consent.
 */
export function SignLetterDialog({
  target,
  purpose,
  open,
  onClose,
}: {
  target: LetterToSign;
  purpose: SigningPurpose;
  open: boolean;
  onClose: () => void;
}) {
  const letter = useQuery({ ...engagementLetterQuery(target.quoteId), enabled: open });
  useQuotesCatchUp(letter.isError);
  const name = target.professionalName;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t("engagementLetterPages.dialogTitle", { name })}
      destroyOnHidden
      footer={null}
      width={720}
    >
      <Typography.Paragraph>{leadText(target, purpose)}</Typography.Paragraph>
      {letter.isPending ? (
        <div role="status" aria-busy="true">
          <span className="tl-visually-hidden">{t("engagementLetterPages.letterLoading")}</span>
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : letter.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t("engagementLetterPages.letterLoadError")}
          description={problemText(letter.error)}
          action={
            <Button onClick={() => void letter.refetch()} loading={letter.isRefetching}>
              {t("engagementLetterPages.tryAgain")}
            </Button>
          }
        />
      ) : (
        <SignForm
          letter={letter.data}
          target={target}
          purpose={purpose}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

/** What the dialog asks, before the letter is loaded: hire for the price quoted, or sign the letter again. */
function leadText(target: LetterToSign, purpose: SigningPurpose): string {
  const name = target.professionalName;
  if (purpose === "again") return t("engagementLetterPages.dialogLeadAgain", { name });
  return target.price === undefined
    ? t("engagementLetterPages.dialogLeadNoPrice", { name })
    : t("engagementLetterPages.dialogLead", { name, price: formatUsd(target.price) });
}

/** The letter as read, and the form that signs it. */
function SignForm({
  letter,
  target,
  purpose,
  onDone,
  onCancel,
}: {
  letter: EngagementLetter;
  target: LetterToSign;
  purpose: SigningPurpose;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<SignValues>();
  const { message } = App.useApp();
  const { data: user } = useCurrentUser();
  const sign = useSignEngagementLetter();
  const [signature, setSignature] = useState<SignatureInput | null>(null);
  const [signatureProblem, setSignatureProblem] = useState<string | null>(null);
  const ids = { signature: useId(), consent: useId() };
  const name = letter.professionalName || target.professionalName;
  const accountName = user === undefined ? "" : personName(user.firstName, user.lastName);
  const defaultName = accountName || letter.taxpayerName;
  // Stable, since the pad reports again whenever its `onChange` changes.
  const onSignature = useCallback((next: SignatureInput | null) => {
    setSignature(next);
    if (next !== null) setSignatureProblem(null);
  }, []);

  /** Says what is missing from the signature, with the fields' own problems; true when nothing is. */
  const signatureGiven = () => {
    if (signature === null) setSignatureProblem(t("signatureRules.signatureEmpty"));
    return signature !== null;
  };

  const submit = (values: SignValues) => {
    // The second test only tells the compiler what the first found.
    if (!signatureGiven() || signature === null) return;
    sign.mutate(
      {
        quoteId: target.quoteId,
        letterHash: letter.letterHash,
        signerName: values.signerName.trim(),
        signature,
        ...(values.consent ? { consentTextVersion: DISCLOSURE_CONSENT_VERSION } : {}),
      },
      {
        onSuccess: () => {
          void message.success(
            purpose === "hire"
              ? t("engagementLetterPages.signedAndHired", { name })
              : t("engagementLetterPages.signedAgain"),
          );
          onDone();
        },
      },
    );
  };

  return (
    <>
      {/* A region that takes the focus, so a keyboard can scroll a long letter. */}
      <section
        className="tl-letter__body tl-letter__body--scroll"
        aria-label={t("engagementLetterPages.letterRegion")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {letter.body}
      </section>
      {purpose === "hire" && (
        <Typography.Paragraph type="secondary" className="tl-letter__note">
          {choosingSharesOrganizerText(name)}
        </Typography.Paragraph>
      )}
      <Form<SignValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ signerName: defaultName, consent: false }}
        onFinish={submit}
        onFinishFailed={signatureGiven}
      >
        {sign.isError && (
          <FormAlert message={`${t("engagementLetterPages.signFailed")} ${problemText(sign.error)}`} />
        )}
        <Form.Item
          name="signerName"
          label={t("engagementLetterPages.fullNameLabel")}
          rules={[{ required: true, whitespace: true, message: t("signatureRules.nameRequired") }]}
        >
          <Input maxLength={100} autoComplete="name" autoFocus />
        </Form.Item>
        <fieldset
          className="tl-letter__signature"
          aria-describedby={signatureProblem ? ids.signature : undefined}
        >
          <legend>{t("engagementLetterPages.signatureLabel")}</legend>
          {/* Never filled in for them: signing is the signer's own act. */}
          <SignaturePad onChange={onSignature} />
          {signatureProblem && (
            <Typography.Text type="danger" id={ids.signature} role="alert">
              {signatureProblem}
            </Typography.Text>
          )}
        </fieldset>
        {letter.consentAvailable && (
          <div className="tl-letter__consent">
            <Typography.Paragraph id={ids.consent} type="secondary">
              {consentTextFor(name)}
            </Typography.Paragraph>
            <Form.Item
              name="consent"
              valuePropName="checked"
              extra={t("engagementLetterPages.consentExplained")}
            >
              <Checkbox aria-describedby={ids.consent}>
                {t("engagementLetterPages.consentLabel", { name })}
              </Checkbox>
            </Form.Item>
          </div>
        )}
        <div className="tl-letter__actions">
          <Button onClick={onCancel}>{t("engagementLetterPages.cancel")}</Button>
          <Button type="primary" htmlType="submit" loading={sign.isPending}>
            {purpose === "hire"
              ? t("engagementLetterPages.signAndHire")
              : t("engagementLetterPages.signLetter")}
          </Button>
        </div>
      </Form>
    </>
  );
}
