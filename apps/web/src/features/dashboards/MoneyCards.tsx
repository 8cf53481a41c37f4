import type { MonthRevenue, PracticeDashboard } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Card, Statistic, Typography } from "antd";
import { useId } from "react";
import { centsText } from "../../lib/format";
import { seriesColors } from "./bar-series";
import { ChartCard, type FigureColumn } from "./ChartCard";
import { monthText } from "./figure-text";

const dollars = (value: number) => centsText(value * 100).replace(/\.00$/, "");

const revenueColumns: FigureColumn<MonthRevenue>[] = [
  { key: "month", title: t("dashboards.monthColumn"), value: (row) => monthText(row.month) },
  { key: "paid", title: t("dashboards.paidColumn"), value: (row) => centsText(row.paidCents), numeric: true },
];

/** The money received by month over the last 12 months, net of refunds. */
export function RevenueCard({ revenue }: { revenue: PracticeDashboard["revenue"] }) {
  return (
    <ChartCard
      title={t("dashboards.revenueTitle")}
      summary={t("dashboards.revenueSummary", { total: centsText(revenue.totalCents) })}
      rows={revenue.months}
      columns={revenueColumns}
      rowKey={(row) => row.month}
      isEmpty={revenue.totalCents === 0}
      emptyText={t("dashboards.revenueEmpty")}
      csvName="revenue-by-month"
      chart={{
        // Dollars on the axis: whole numbers read better than cents.
        rows: revenue.months.map((row) => ({ month: monthText(row.month), paid: row.paidCents / 100 })),
        labelKey: "month",
        formatValue: dollars,
        series: [{ key: "paid", name: t("dashboards.paidColumn"), color: seriesColors[0] }],
      }}
    />
  );
}

/** What sent invoices still have to be paid, and how much of it is overdue. */
export function OutstandingCard({ outstanding }: { outstanding: PracticeDashboard["outstanding"] }) {
  const headingId = useId();
  return (
    <Card className="tl-dashboard__card">
      <section aria-labelledby={headingId}>
        <Typography.Title level={2} id={headingId} className="tl-dashboard__title">
          {t("dashboards.outstandingTitle")}
        </Typography.Title>
        {outstanding.invoices === 0 ? (
          <Typography.Paragraph type="secondary">{t("dashboards.outstandingNone")}</Typography.Paragraph>
        ) : (
          <div className="tl-dashboard__stats">
            <Statistic title={t("dashboards.outstandingInvoices")} value={outstanding.invoices} />
            <Statistic title={t("dashboards.outstandingAmount")} value={centsText(outstanding.cents)} />
            <Statistic title={t("dashboards.outstandingOverdue")} value={outstanding.overdueInvoices} />
            <Statistic
              title={t("dashboards.outstandingOverdueAmount")}
              value={centsText(outstanding.overdueCents)}
            />
          </div>
        )}
      </section>
    </Card>
  );
}
