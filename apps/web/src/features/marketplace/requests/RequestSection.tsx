import { t } from "@taxlane/contract/i18n";
import type { QuestionnaireKind } from "@taxlane/organizer";
import { Button } from "antd";
import { useId } from "react";
import { LoadError, LoadingCard } from "../../../components/QueryStates";
import type { useExpertRequests } from "./api";
import { type RequestActions, RequestCard } from "./RequestCard";

const sectionTitles: Record<QuestionnaireKind, string> = {
  individual: t("quotes.individualApplications"),
  business: t("quotes.businessApplications"),
};

const noneTexts: Record<QuestionnaireKind, string> = {
  individual: t("quotes.noIndividualRequests"),
  business: t("quotes.noBusinessRequests"),
};

/** One kind of request as a list of cards, with "Load more" while the server has more. */
export function RequestSection({
  kind,
  query,
  ...actions
}: { kind: QuestionnaireKind; query: ReturnType<typeof useExpertRequests> } & RequestActions) {
  const headingId = useId();
  const requests = query.data?.pages.flat() ?? [];
  return (
    <section className="tl-requests__section" aria-labelledby={headingId} aria-busy={query.isPending}>
      <h2 id={headingId} className="tl-requests__section-title">
        {sectionTitles[kind]}
        {query.isSuccess && (
          <span className="tl-requests__count">
            {" "}
            ({requests.length}
            {query.hasNextPage ? "+" : ""})
          </span>
        )}
      </h2>
      {query.isPending ? (
        <LoadingCard
          label={t("quotes.loadingSection", { section: sectionTitles[kind].toLowerCase() })}
          rows={5}
        />
      ) : query.isError && requests.length === 0 ? (
        <LoadError
          title={t("quotes.theseRequestsLoadError")}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : requests.length === 0 ? (
        <p className="tl-request__muted">{noneTexts[kind]}</p>
      ) : (
        <>
          {requests.map((request) => (
            <RequestCard key={request.record.id} request={request} {...actions} />
          ))}
          {query.isFetchNextPageError && (
            <LoadError
              title={t("quotes.moreRequestsLoadError")}
              error={query.error}
              onRetry={() => void query.fetchNextPage()}
              retrying={query.isFetchingNextPage}
            />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Button
              className="tl-requests__more"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t("quotes.loadMore")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
