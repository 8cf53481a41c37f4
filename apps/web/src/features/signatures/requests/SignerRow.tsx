import type { SignatureSigner } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Tag } from "antd";
import { useState } from "react";
import { DownloadFileButton } from "../../../components/DownloadFileButton";
import { problemText } from "../../../lib/problem-text";
import { useAcceptPaper, useRemindSigner } from "./api";
import { hasSigned, identityText, mayVerify, roleText, signerStateText } from "./request-words";
import { SendBackDialog } from "./SendBackDialog";
import { VerifySignerDialog } from "./VerifySignerDialog";

/** Words only a screen reader hears, so that "Send a new link" says for whom. */
function ForWhom({ name }: { name: string }) {
  return <span className="tl-visually-hidden"> {t("signatureRequestPages.forWhom", { name })}</span>;
}

/**
 * One signer of a request: who, where they stand, and what the professional can do for them while
 * the request waits (a new link, checking their identity, the hand-signed page).
 */
export function SignerRow({ signer, waiting }: { signer: SignatureSigner; waiting: boolean }) {
  const { message } = App.useApp();
  const remind = useRemindSigner();
  const accept = useAcceptPaper();
  const [dialog, setDialog] = useState<"verify" | "send-back" | null>(null);
  const identity = identityText(signer);
  const paperWaiting = signer.state === "paper-uploaded" && signer.paperFile !== null;
  const failure = remind.error ?? accept.error;
  return (
    <li className="tl-sigreq__signer">
      <div className="tl-sigreq__signer-who">
        <strong>{signer.name}</strong> <Tag>{roleText[signer.role]}</Tag>
        <span className="tl-muted tl-sigreq__email">{signer.email}</span>
      </div>
      <div>{signerStateText(signer)}</div>
      {identity !== null && <div className="tl-muted">{identity}</div>}
      {waiting && !hasSigned(signer) && (
        <div className="tl-sigreq__toolbar">
          {paperWaiting && signer.paperFile !== null && (
            <>
              <DownloadFileButton file={signer.paperFile} label={t("signatureRequestPages.viewPaper")} />
              <Button
                size="small"
                type="primary"
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(signer.id, {
                    onSuccess: () =>
                      void message.success(t("signatureRequestPages.acceptPaperDone", { name: signer.name })),
                  })
                }
              >
                {t("signatureRequestPages.acceptPaper")}
                <ForWhom name={signer.name} />
              </Button>
              <Button size="small" onClick={() => setDialog("send-back")}>
                {t("signatureRequestPages.sendBack")}
                <ForWhom name={signer.name} />
              </Button>
            </>
          )}
          {mayVerify(signer) && !paperWaiting && (
            <Button size="small" onClick={() => setDialog("verify")}>
              {t("signatureRequestPages.verifyIdentity")}
              <ForWhom name={signer.name} />
            </Button>
          )}
          <Button
            size="small"
            loading={remind.isPending}
            onClick={() =>
              remind.mutate(signer.id, {
                onSuccess: () =>
                  void message.success(t("signatureRequestPages.remindDone", { name: signer.name })),
              })
            }
          >
            {t("signatureRequestPages.remind")}
            <ForWhom name={signer.name} />
          </Button>
        </div>
      )}
      {failure !== null && (
        <p className="tl-problem" role="alert">
          {problemText(failure)}
        </p>
      )}
      <VerifySignerDialog signer={signer} open={dialog === "verify"} onClose={() => setDialog(null)} />
      <SendBackDialog signer={signer} open={dialog === "send-back"} onClose={() => setDialog(null)} />
    </li>
  );
}
