import { useQuery } from "@tanstack/react-query";
import type { TaxPreparationDetail } from "@taxlane/contract";
import { Card, Progress } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { professionalAllAnswersQuery, reviewOpenedQuery } from "./api";
import { OrganizerReview } from "./OrganizerReview";
import { organizerDefinitionOf, organizerKindOf } from "./organizer-kind";
import { overallPercent, sectionProgress } from "./organizer-model";
import { answersFromStored } from "./organizer-save";
import { SectionProgressList } from "./SectionProgressList";
import "./organizer.css";
import "./review.css";
import { t } from "@taxlane/contract/i18n";

/** How far the client is, from every answer they gave (sensitive ones count, masked as they are). */
function ClientProgress({ job }: { job: TaxPreparationDetail }) {
  const headingId = useId();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    professionalAllAnswersQuery(job.quoteId),
  );
  const definition = organizerDefinitionOf(organizerKindOf(job.isIndividual));
  const context = { isMarried: job.isIndividual && job.answers.isMarried === true };
  return (
    <Card>
      <section aria-labelledby={headingId} className="tl-org-summary">
        <h2 id={headingId} className="tl-org-summary__title">
          {t("organizer.progressHeading")}
        </h2>
        {isPending ? (
          <LoadingCard label={t("organizer.progressLoading")} rows={2} />
        ) : isError ? (
          <LoadError
            title={t("organizer.progressLoadError")}
            error={error}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : data.length === 0 ? (
          <p className="tl-muted">{t("organizer.notStarted")}</p>
        ) : (
          (() => {
            const sections = sectionProgress(definition, answersFromStored(definition, data), context);
            const percent = overallPercent(sections);
            return (
              <>
                <Progress percent={percent} aria-label={t("organizerFields.percentDone", { percent })} />
                <SectionProgressList sections={sections} currentFlowId={null} />
              </>
            );
          })()
        )}
      </section>
    </Card>
  );
}

/**
 * The job page's organizer tab for its professional: the client's progress, then the answers by
 * section (taxpayer or spouse, three filters, files inline), those changed since the professional
 * last opened them marked, and the export as a PDF. Opening the tab records the look.
 */
export function ExpertJobOrganizer({ job }: { job: TaxPreparationDetail }) {
  const headingId = useId();
  const opened = useQuery(reviewOpenedQuery(job.quoteId));
  const definition = organizerDefinitionOf(organizerKindOf(job.isIndividual));
  return (
    <>
      <ClientProgress job={job} />
      <section aria-labelledby={headingId} className="tl-org-review">
        <h2 id={headingId} className="tl-org-summary__title">
          {t("organizer.answersHeading")}
        </h2>
        <p className="tl-muted">{t("organizer.masked")}</p>
        <OrganizerReview
          quoteId={job.quoteId}
          definition={definition}
          // Until the look is recorded nothing is marked; if it could not be, nothing is either.
          lastViewedAt={opened.isSuccess ? opened.data.lastViewedAt : undefined}
          exportable
        />
      </section>
    </>
  );
}
