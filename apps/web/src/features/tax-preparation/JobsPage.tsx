import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { ButtonLink } from "../../components/ui/Button";
import { MarketEmpty, MarketPage } from "../../entities/account";
import { InvitationLink } from "../../entities/invitation";
import { expertJobsQuery, taxpayerJobsQuery, useJobsRealtimeRefetch } from "./api";
import { ExpertJobsList } from "./ExpertJobsList";
import type { JobSide } from "./job-side";
import { NewTaxPreparation } from "./NewTaxPreparation";
import { ReviewPromptProvider } from "./ReviewPrompt";
import { TaxpayerJobsList } from "./TaxpayerJobsList";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

interface JobsLoaderProps<Job, Key extends QueryKey> {
  query: UseQueryOptions<Job[], Error, Job[], Key>;
  /** The empty list's card: what will appear here, and what to do meanwhile. */
  empty: { text: string; action: ReactNode };
  list: (jobs: readonly Job[]) => ReactNode;
}

/** A side's jobs: loading, the error with a retry, the empty card, then the list. */
function JobsLoader<Job, Key extends QueryKey>({ query, empty, list }: JobsLoaderProps<Job, Key>) {
  useJobsRealtimeRefetch();
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(query);
  if (isPending) return <LoadingCard label={t("taxPreparation.loadingList")} />;
  if (isError) {
    return (
      <LoadError
        title={t("taxPreparation.listLoadError")}
        error={error}
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <MarketEmpty title={t("taxPreparation.noneYet")} text={empty.text}>
        {empty.action}
      </MarketEmpty>
    );
  }
  return list(data);
}

/**
 * /expert/tax_preparation: the professional's jobs, the return uploads, and invitation links for new
 * clients. /user/tax_preparation: the taxpayer's jobs with their professionals, `above` them what the
 * route puts first (what waits for the taxpayer's signature).
 */
export function JobsPage({ side, above }: { side: JobSide; above?: ReactNode }) {
  return (
    <MarketPage title={t("taxPreparation.navTaxPreparation")}>
      {side === "expert" ? (
        <>
          <InvitationLink />
          <JobsLoader
            query={expertJobsQuery()}
            empty={{
              text: t("taxPreparation.noneYetExpert"),
              action: (
                <ButtonLink to="/expert/requests" size="lg">
                  {t("taxPreparation.goToRequests")}
                </ButtonLink>
              ),
            }}
            list={(jobs) => <ExpertJobsList jobs={jobs} />}
          />
        </>
      ) : (
        <ReviewPromptProvider>
          {above}
          <JobsLoader
            query={taxpayerJobsQuery()}
            empty={{
              text: t("taxPreparation.noneYetTaxpayer"),
              action: <NewTaxPreparation />,
            }}
            list={(jobs) => <TaxpayerJobsList jobs={jobs} />}
          />
        </ReviewPromptProvider>
      )}
    </MarketPage>
  );
}
