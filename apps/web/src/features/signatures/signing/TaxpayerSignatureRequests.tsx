import { useQuery } from "@tanstack/react-query";
import type {
  SignatureRequest,
  SignatureRequestStatus,
  SignatureSigner,
  SignerState,
  TaxPreparationDetail,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Tag } from "antd";
import { DownloadBlock } from "../../../components/DownloadBlock";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { ButtonLink } from "../../../components/ui/Button";
import { fetchGuardedFile } from "../../../lib/download-file";
import { dateText, personName } from "../../../lib/format";
import { jobSignatureRequestsQuery } from "./api";
import "./signing.css";

const statusTag: Record<SignatureRequestStatus, { text: string; color: string }> = {
  draft: { text: t("signingPages.statusDraft"), color: "default" },
  sent: { text: t("signingPages.statusSent"), color: "processing" },
  completed: { text: t("signingPages.statusCompleted"), color: "success" },
  withdrawn: { text: t("signingPages.statusWithdrawn"), color: "default" },
  expired: { text: t("signingPages.statusExpired"), color: "warning" },
};

const stateText: Record<SignerState, string> = {
  waiting: t("signingPages.stateWaiting"),
  "identity-failed": t("signingPages.stateIdentityFailed"),
  "paper-uploaded": t("signingPages.statePaperUploaded"),
  "paper-rejected": t("signingPages.statePaperRejected"),
  signed: t("signingPages.stateSigned"),
  "signed-on-paper": t("signingPages.stateSignedOnPaper"),
};

/** What the taxpayer is asked to sign on a job: each request, where each signer stands, the signed copy. */
export function TaxpayerSignatureRequests({ job }: { job: TaxPreparationDetail }) {
  const requests = useQuery(jobSignatureRequestsQuery(job.quoteId));
  const professional = personName(job.accountant.firstName, job.accountant.lastName);

  if (requests.isPending) return <LoadingCard label={t("signingPages.requestsLoading")} rows={2} />;
  if (requests.isError) {
    return (
      <LoadError
        title={t("signingPages.requestsLoadFailed")}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isRefetching}
      />
    );
  }
  // A draft is the professional's own until sent; the API leaves them out, and so does this list.
  const shown = requests.data.filter((request) => request.status !== "draft");
  return (
    <Card title={<h2 className="tl-signing__heading">{t("signingPages.requestsTitle")}</h2>}>
      {shown.length === 0 ? (
        <p>{t("signingPages.requestsNone", { professional })}</p>
      ) : (
        <ul className="tl-signing__list">
          {shown.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function RequestItem({ request }: { request: SignatureRequest }) {
  const you = request.signers.find((signer) => signer.isYou);
  const mayStillSign = request.status === "sent" && you !== undefined && !isSigned(you);
  return (
    <li>
      <h3 className="tl-signing__subheading">{request.title}</h3>
      <p>
        <Tag color={statusTag[request.status].color}>{statusTag[request.status].text}</Tag>
        {whenText(request)}
      </p>
      <ul className="tl-signing__signers">
        {request.signers.map((signer) => (
          <li key={signer.id}>{signerLine(signer)}</li>
        ))}
      </ul>
      <div className="tl-signing__actions">
        {mayStillSign && (
          <ButtonLink
            to={`/sign/${you.id}`}
            aria-label={t("signingPages.reviewAndSignNamed", { title: request.title })}
          >
            {t("signingPages.reviewAndSign")}
          </ButtonLink>
        )}
        {request.status === "completed" && request.signedFile !== null && (
          <SignedFileDownload file={request.signedFile} title={request.title} />
        )}
      </div>
    </li>
  );
}

function SignedFileDownload({
  file,
  title,
}: {
  file: NonNullable<SignatureRequest["signedFile"]>;
  title: string;
}) {
  return (
    <DownloadBlock fetchFile={() => fetchGuardedFile(file)} fileName={file.name}>
      {t("signingPages.downloadSigned")}
      <span className="tl-visually-hidden"> {t("signingPages.ofTitle", { title })}</span>
    </DownloadBlock>
  );
}

function isSigned(signer: SignatureSigner): boolean {
  return signer.state === "signed" || signer.state === "signed-on-paper";
}

function whenText(request: SignatureRequest): string {
  if (request.status === "completed" && request.completedAt !== null) {
    return t("signingPages.completedOn", { date: dateText(request.completedAt) });
  }
  if (request.status === "sent" && request.expiresAt !== null) {
    return t("signingPages.dueOn", { date: dateText(request.expiresAt) });
  }
  return request.sentAt === null ? "" : t("signingPages.sentOn", { date: dateText(request.sentAt) });
}

/** "Ann Lee (you), Taxpayer: Signed Mar 4, 2026" */
function signerLine(signer: SignatureSigner): string {
  const name = signer.isYou ? t("signingPages.you", { name: signer.name }) : signer.name;
  const state =
    signer.state === "signed" && signer.signedAt !== null
      ? t("signingPages.signedOnDate", { date: dateText(signer.signedAt) })
      : stateText[signer.state];
  const role = t(signer.role === "spouse" ? "signingPages.roleSpouse" : "signingPages.roleTaxpayer");
  return t("signingPages.signerLine", { name, role, state });
}
