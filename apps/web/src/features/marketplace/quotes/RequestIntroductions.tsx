import { t } from "@taxlane/contract/i18n";
import { Skeleton } from "antd";
import { type ReactNode, useMemo } from "react";
import { LoadError } from "../../../components/QueryStates";
import { useIntroductions, useTaxpayerQuotes } from "./api";
import { IntroductionsList } from "./IntroductionsList";
import { introductionsByRequest, noIntroductionsYet } from "./introduction-text";

/** The introductions of one request (by `requestKey`), as the shared introductions list has them. */
export function RequestIntroductions({ requestKey }: { requestKey: string }) {
  const introductions = useIntroductions();
  const quotes = useTaxpayerQuotes();
  const byRequest = useMemo(
    () => (introductions.data === undefined ? undefined : introductionsByRequest(introductions.data)),
    [introductions.data],
  );

  let body: ReactNode;
  if (introductions.isPending) {
    body = (
      <Skeleton
        active
        avatar
        title={false}
        paragraph={{ rows: 2 }}
        aria-label={t("quotes.loadingIntroductions")}
      />
    );
  } else if (introductions.isError) {
    body = (
      <LoadError
        title={t("quotes.introductionsLoadError")}
        error={introductions.error}
        onRetry={() => void introductions.refetch()}
        retrying={introductions.isRefetching}
      />
    );
  } else {
    const mine = byRequest?.get(requestKey) ?? [];
    body =
      mine.length === 0 ? (
        <p className="tl-intros__empty">{noIntroductionsYet}</p>
      ) : (
        <IntroductionsList introductions={mine} quotes={quotes.data} />
      );
  }
  return (
    <div className="tl-waiting-card__part">
      <h4 className="tl-waiting-card__part-title">{t("quotes.professionalsIntroduced")}</h4>
      {body}
    </div>
  );
}
