import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Tag } from "antd";
import { useId } from "react";
import { ActionProblem } from "../../../components/ActionProblem";
import { DownloadFileButton } from "../../../components/DownloadFileButton";
import { ButtonLink } from "../../../components/ui/Button";
import { useConfirmedAction } from "../../../lib/use-confirmed-action";
import { useWithdrawRequest } from "./api";
import { newRequestPath } from "./paths";
import { statusDates, statusTag } from "./request-words";
import { SignerRow } from "./SignerRow";

/** Words only a screen reader hears, so that "Withdraw" says which document. */
function OfDocument({ title }: { title: string }) {
  return <span className="tl-visually-hidden"> {t("signatureRequestPages.ofDocument", { title })}</span>;
}

/** One signature request on a job: where it stands, each signer, its files and what can be done. */
export function SignatureRequestItem({ request }: { request: SignatureRequest }) {
  const withdraw = useWithdrawRequest();
  const action = useConfirmedAction((requestId: number) => withdraw.mutateAsync(requestId));
  const titleId = useId();
  const tag = statusTag[request.status];
  const isDraft = request.status === "draft";
  const waiting = request.status === "sent";
  return (
    <li className="tl-sigreq__item" aria-labelledby={titleId}>
      <div className="tl-sigreq__head">
        <h3 id={titleId} className="tl-sigreq__title">
          {request.title}
        </h3>
        <Tag color={tag.color}>{tag.text}</Tag>
      </div>
      <div className="tl-muted">{statusDates(request)}</div>
      {!isDraft && (
        <div>
          {request.identityRequired
            ? t("signatureRequestPages.identityRequired")
            : t("signatureRequestPages.identityNotRequired")}
        </div>
      )}
      {request.signers.length > 0 && (
        <ul
          className="tl-sigreq__signers"
          aria-label={t("signatureRequestPages.signersLabel", { title: request.title })}
        >
          {request.signers.map((signer) => (
            <SignerRow key={signer.id} signer={signer} waiting={waiting} />
          ))}
        </ul>
      )}
      <div className="tl-sigreq__toolbar">
        {request.originalFile !== null && (
          <DownloadFileButton
            file={request.originalFile}
            label={t("signatureRequestPages.downloadOriginal")}
          />
        )}
        {request.status === "completed" && request.signedFile !== null && (
          <DownloadFileButton file={request.signedFile} label={t("signatureRequestPages.downloadSigned")} />
        )}
        {isDraft && (
          <>
            <ButtonLink to={newRequestPath(request.quoteId, request.id)} variant="secondary">
              {t("signatureRequestPages.continueDraft")}
              <OfDocument title={request.title} />
            </ButtonLink>
            <Button
              danger
              onClick={() =>
                action.ask(request.id, {
                  title: t("signatureRequestPages.discardQuestion"),
                  content: t("signatureRequestPages.discardText"),
                  okText: t("signatureRequestPages.discardDraft"),
                  doneText: t("signatureRequestPages.discardDone"),
                  danger: true,
                })
              }
            >
              {t("signatureRequestPages.discardDraft")}
              <OfDocument title={request.title} />
            </Button>
          </>
        )}
        {waiting && (
          <Button
            danger
            onClick={() =>
              action.ask(request.id, {
                title: t("signatureRequestPages.withdrawQuestion", { title: request.title }),
                content: t("signatureRequestPages.withdrawText"),
                okText: t("signatureRequestPages.withdraw"),
                doneText: t("signatureRequestPages.withdrawDone"),
                danger: true,
              })
            }
          >
            {t("signatureRequestPages.withdraw")}
            <OfDocument title={request.title} />
          </Button>
        )}
      </div>
      <ActionProblem action={action} />
    </li>
  );
}
