import { useQuery } from "@tanstack/react-query";
import { JobType } from "@taxlane/contract";
import { Card } from "antd";
import { Link, Navigate, useParams } from "react-router";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../entities/profile";
import { personName } from "../../lib/format";
import { isMissingJob, organizerJobQuery, reviewOpenedQuery } from "./api";
import { OrganizerNotFound } from "./OrganizerPageStates";
import { OrganizerReview } from "./OrganizerReview";
import { type OrganizerKind, organizerDefinitionOf, organizerKindOf, organizerPath } from "./organizer-kind";
import "./organizer.css";
import "./review.css";
import { t } from "@taxlane/contract/i18n";

const JOBS_PATH = "/expert/tax_preparation";

function ReviewForJob({ quoteId, kind }: { quoteId: number; kind: OrganizerKind }) {
  const job = useQuery(organizerJobQuery(quoteId));
  // Opening the answers records the look; those saved since the previous one are marked.
  const opened = useQuery({ ...reviewOpenedQuery(quoteId), enabled: job.isSuccess });
  if (job.isError && isMissingJob(job.error)) {
    return <OrganizerNotFound homePath={JOBS_PATH} homeLabel={t("organizer.allPreparations")} />;
  }
  // A job's answers are read by its organizer: an address of the other kind leads to the right one.
  if (job.data !== undefined && organizerKindOf(job.data.isIndividual) !== kind) {
    return <Navigate to={organizerPath(quoteId, organizerKindOf(job.data.isIndividual))} replace />;
  }
  return (
    <MarketPage title={t("organizer.answersPageTitle")}>
      <div className="tl-org-review-page">
        <Link to={JOBS_PATH} className="tl-org-back">
          <span aria-hidden="true">← </span>
          {t("organizer.allPreparations")}
        </Link>
        {job.isPending ? (
          <LoadingCard label={t("organizer.jobLoading")} rows={2} />
        ) : job.isError ? (
          <LoadError
            title={t("organizer.jobLoadError")}
            error={job.error}
            onRetry={() => void job.refetch()}
            retrying={job.isRefetching}
          />
        ) : (
          <Card>
            <h2 className="tl-org-review__client">
              {t("taxPreparation.expertJobTitle", {
                client: personName(job.data.taxpayer.firstName, job.data.taxpayer.lastName),
                year: job.data.taxPreparationYear,
                type:
                  job.data.jobType === JobType.personal
                    ? t("taxPreparation.jobTypePersonalReturn")
                    : t("taxPreparation.jobTypeBusinessReturn"),
              })}
            </h2>
            <p className="tl-muted">{t("organizer.masked")}</p>
          </Card>
        )}
        <OrganizerReview
          quoteId={quoteId}
          definition={organizerDefinitionOf(kind)}
          lastViewedAt={opened.isSuccess ? opened.data.lastViewedAt : undefined}
          exportable
        />
      </div>
    </MarketPage>
  );
}

/** /organizer/individual/:id or /organizer/business/:id for the job's professional: the answers by section. */
export function OrganizerReviewPage({ kind = "individual" }: { kind?: OrganizerKind }) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null)
    return <OrganizerNotFound homePath={JOBS_PATH} homeLabel={t("organizer.allPreparations")} />;
  return <ReviewForJob key={quoteId} quoteId={quoteId} kind={kind} />;
}
