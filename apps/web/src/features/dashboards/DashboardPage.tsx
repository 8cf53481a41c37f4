import { useQuery } from "@tanstack/react-query";
import type { PracticeDashboard } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Empty } from "antd";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { MarketPage } from "../../entities/account";
import { practiceDashboardQuery } from "./api";
import { MembersCard, StagesCard } from "./JobsCards";
import { OutstandingCard, RevenueCard } from "./MoneyCards";
import { TurnaroundCards } from "./TurnaroundCards";
import "./dashboards.css";

/** Whether the practice has anything to show: a job, a payment or an invoice still owed. */
const hasFigures = (dashboard: PracticeDashboard) =>
  dashboard.byStage.some((stage) => stage.jobs > 0) ||
  dashboard.turnaround.jobs.length > 0 ||
  dashboard.revenue.totalCents > 0 ||
  dashboard.outstanding.invoices > 0;

/**
 * /expert/dashboard: the owner's (or solo professional's) figures: jobs by stage and member,
 * turnaround against the quotes, revenue by month and what is outstanding. A new practice is told
 * it has no jobs yet, with no empty charts.
 */
export function DashboardPage() {
  const dashboard = useQuery(practiceDashboardQuery());
  return (
    <MarketPage title={t("dashboards.pageTitle")}>
      {dashboard.isPending ? (
        <LoadingCard label={t("dashboards.loading")} rows={8} />
      ) : dashboard.isError ? (
        <LoadError
          title={t("dashboards.loadError")}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isRefetching}
        />
      ) : !hasFigures(dashboard.data) ? (
        <Card>
          <Empty description={t("dashboards.emptyTitle")}>{t("dashboards.emptyText")}</Empty>
        </Card>
      ) : (
        <div className="tl-dashboard">
          <StagesCard stages={dashboard.data.byStage} />
          <MembersCard members={dashboard.data.byMember} />
          <RevenueCard revenue={dashboard.data.revenue} />
          <OutstandingCard outstanding={dashboard.data.outstanding} />
          <TurnaroundCards turnaround={dashboard.data.turnaround} />
        </div>
      )}
    </MarketPage>
  );
}
