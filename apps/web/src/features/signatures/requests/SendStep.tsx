import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Card } from "antd";
import { FormAlert } from "../../../components/FormAlert";
import { problemText } from "../../../lib/problem-text";
import { useSendRequest } from "./api";
import { type DraftField, fieldsToSend } from "./fields-reducer";
import { type SignersChoice, signersToSend } from "./signers-choice";

/** Step 4: what will be sent, in words, and the send itself; the server's refusal is shown as written. */
export function SendStep({
  draft,
  choice,
  fields,
  signerNames,
  onBack,
  onSent,
}: {
  draft: SignatureRequest;
  choice: SignersChoice;
  fields: readonly DraftField[];
  signerNames: readonly string[];
  onBack: () => void;
  onSent: () => void;
}) {
  const send = useSendRequest();
  return (
    <Card size="small" title={t("signatureRequestPages.summaryTitle")} style={{ maxWidth: 560 }}>
      <FormAlert message={send.isError ? problemText(send.error) : null} />
      <ul>
        <li>{t("signatureRequestPages.summaryDocument", { title: draft.title })}</li>
        <li>{t("signatureRequestPages.summarySigners", { names: signerNames.join(", ") })}</li>
        <li>{t("signatureRequestPages.summaryFields", { count: fields.length })}</li>
        <li>
          {choice.identityRequired
            ? t("signatureRequestPages.summaryIdentityOn")
            : t("signatureRequestPages.summaryIdentityOff")}
        </li>
        <li>{t("signatureRequestPages.summaryExpires", { days: choice.expiresInDays })}</li>
      </ul>
      <div className="tl-sigreq__toolbar">
        <Button onClick={onBack}>{t("signatureRequestPages.back")}</Button>
        <Button
          type="primary"
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              {
                requestId: draft.id,
                identityRequired: choice.identityRequired,
                expiresInDays: choice.expiresInDays,
                signers: signersToSend(choice),
                fields: fieldsToSend(fields),
              },
              { onSuccess: onSent },
            )
          }
        >
          {t("signatureRequestPages.sendSubmit")}
        </Button>
      </div>
    </Card>
  );
}
