import { useQuery } from "@tanstack/react-query";
import type { JobBilling } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { useRealtimeRefetch } from "../../lib/realtime/use-realtime-refetch";
import { jobBillingKeys, jobBillingQuery } from "./api";
import "./job-billing.css";

/** Loads a job's billing and shows it with `children`, or the wait, or the failure with a retry. */
export function JobBillingLoader({
  quoteId,
  children,
  refetchInterval,
}: {
  quoteId: number;
  children: (billing: JobBilling) => ReactNode;
  /** How often to read it again meanwhile (back from a checkout, until the payment shows). */
  refetchInterval?: (billing: JobBilling | undefined) => number | false;
}) {
  const billing = useQuery({
    ...jobBillingQuery(quoteId),
    refetchInterval: (query) => refetchInterval?.(query.state.data) ?? false,
  });
  // A sent invoice, a price change or its answer notifies the other side: the tab follows.
  useRealtimeRefetch("notification", jobBillingKeys.ofJob(quoteId));
  if (billing.isPending) return <LoadingCard label={t("jobBillingPages.loading")} />;
  if (billing.isError) {
    return (
      <LoadError
        title={t("jobBillingPages.loadError")}
        error={billing.error}
        onRetry={() => void billing.refetch()}
        retrying={billing.isRefetching}
      />
    );
  }
  return <div className="tl-billing__stack">{children(billing.data)}</div>;
}
