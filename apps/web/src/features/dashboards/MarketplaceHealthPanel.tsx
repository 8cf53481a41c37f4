import { useQuery } from "@tanstack/react-query";
import {
  type DayRequests,
  HEALTH_MOST_QUOTES,
  type MarketplaceHealth,
  type QuoteBucket,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Statistic } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { calendarDayText } from "../../lib/format";
import { marketplaceHealthQuery } from "./api";
import { seriesColors } from "./bar-series";
import { ChartCard, type FigureColumn } from "./ChartCard";
import { decimalText, shareText, shortDayText } from "./figure-text";
import "./dashboards.css";

const dayColumns: FigureColumn<DayRequests>[] = [
  { key: "day", title: t("dashboards.dayColumn"), value: (row) => calendarDayText(row.day) },
  { key: "requests", title: t("dashboards.requestsColumn"), value: (row) => row.requests, numeric: true },
];

const bucketText = (quotes: number) =>
  quotes === HEALTH_MOST_QUOTES
    ? t("dashboards.quotesBucketMost", { count: t("dashboards.quotesBucket", { count: quotes }) })
    : t("dashboards.quotesBucket", { count: quotes });

const bucketColumns: FigureColumn<QuoteBucket>[] = [
  { key: "quotes", title: t("dashboards.quotesColumn"), value: (row) => bucketText(row.quotes) },
  { key: "requests", title: t("dashboards.requestsColumn"), value: (row) => row.requests, numeric: true },
];

/** The headline figures of the window, in a row of numbers. */
function HealthFigures({ health }: { health: MarketplaceHealth }) {
  const { verification } = health;
  return (
    <Card className="tl-dashboard__card">
      <div className="tl-dashboard__stats">
        <Statistic title={t("dashboards.healthRequests")} value={health.requests} />
        <Statistic
          title={t("dashboards.healthAverageQuotes")}
          value={
            health.quotesPerRequest.average === null ? "–" : decimalText(health.quotesPerRequest.average)
          }
        />
        <Statistic
          title={t("dashboards.healthMedianHours")}
          value={
            health.medianHoursToFirstQuote === null
              ? "–"
              : t("dashboards.healthHours", { hours: decimalText(health.medianHoursToFirstQuote) })
          }
        />
        <Statistic title={t("dashboards.healthHiredShare")} value={shareText(health.hired.share)} />
        <Statistic
          title={t("dashboards.healthWaiting")}
          value={verification.waiting}
          suffix={
            verification.oldestWaitingDays === null ? undefined : (
              <span className="tl-dashboard__suffix">
                {t("dashboards.healthOldestWaiting", { count: verification.oldestWaitingDays })}
              </span>
            )
          }
        />
      </div>
    </Card>
  );
}

/** The operator console's "Marketplace health" tab: the last 30 days of requests and quotes. */
export function MarketplaceHealthPanel() {
  const health = useQuery(marketplaceHealthQuery());
  if (health.isPending) return <LoadingCard label={t("dashboards.loading")} rows={8} />;
  if (health.isError) {
    return (
      <LoadError
        title={t("dashboards.healthLoadError")}
        error={health.error}
        onRetry={() => void health.refetch()}
        retrying={health.isRefetching}
      />
    );
  }
  const { data } = health;
  return (
    <div className="tl-dashboard">
      <div className="tl-dashboard__wide">
        <HealthFigures health={data} />
      </div>
      <ChartCard
        title={t("dashboards.requestsByDayTitle")}
        rows={data.requestsByDay}
        columns={dayColumns}
        rowKey={(row) => row.day}
        isEmpty={data.requests === 0}
        emptyText={t("dashboards.requestsEmpty")}
        csvName="requests-by-day"
        chart={{
          rows: data.requestsByDay.map((row) => ({ day: shortDayText(row.day), requests: row.requests })),
          labelKey: "day",
          series: [{ key: "requests", name: t("dashboards.requestsColumn"), color: seriesColors[0] }],
        }}
      />
      <ChartCard
        title={t("dashboards.distributionTitle")}
        rows={data.quotesPerRequest.distribution}
        columns={bucketColumns}
        rowKey={(row) => String(row.quotes)}
        isEmpty={data.requests === 0}
        emptyText={t("dashboards.requestsEmpty")}
        csvName="quotes-per-request"
        chart={{
          rows: data.quotesPerRequest.distribution.map((row) => ({
            quotes: row.quotes === HEALTH_MOST_QUOTES ? `${row.quotes}+` : String(row.quotes),
            requests: row.requests,
          })),
          labelKey: "quotes",
          series: [{ key: "requests", name: t("dashboards.requestsColumn"), color: seriesColors[2] }],
        }}
      />
    </div>
  );
}
