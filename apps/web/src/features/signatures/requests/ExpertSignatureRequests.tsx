import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import { ButtonLink } from "../../../components/ui/Button";
import { useRealtimeRefetch } from "../../../lib/realtime/use-realtime-refetch";
import { signatureRequestKeys, signatureRequestsQuery } from "./api";
import { newRequestPath } from "./paths";
import { SignatureRequestItem } from "./SignatureRequestItem";
import "./signature-requests.css";

/**
 * "Documents to sign" on a job's Signatures tab, for its professional: every request with its signers
 * and what can be done about each, and the way to a new one.
 */
export function ExpertSignatureRequests({ job }: { job: TaxPreparationDetail }) {
  const requests = useQuery(signatureRequestsQuery(job.quoteId));
  // A signer signing, failing a check or uploading a page notifies the professional: the list follows.
  useRealtimeRefetch("notification", signatureRequestKeys.ofJob(job.quoteId));
  const headingId = useId();
  if (requests.isPending) return <LoadingCard label={t("signatureRequestPages.loading")} />;
  if (requests.isError) {
    return (
      <LoadError
        title={t("signatureRequestPages.loadError")}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isRefetching}
      />
    );
  }
  return (
    <Card className="tl-sigreq">
      <section aria-labelledby={headingId}>
        <div className="tl-bar">
          <h2 id={headingId} className="tl-job__section-title">
            {t("signatureRequestPages.cardTitle")}
          </h2>
          <ButtonLink to={newRequestPath(job.quoteId)}>{t("signatureRequestPages.newRequest")}</ButtonLink>
        </div>
        {requests.data.length === 0 ? (
          <p className="tl-muted">{t("signatureRequestPages.empty")}</p>
        ) : (
          <ul className="tl-sigreq__list">
            {requests.data.map((request) => (
              <SignatureRequestItem key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
