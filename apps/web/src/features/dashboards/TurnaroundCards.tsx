import type { FiledJobTurnaround, MemberTurnaround, PracticeDashboard } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { calendarDayText } from "../../lib/format";
import { seriesColors } from "./bar-series";
import { ChartCard, type FigureColumn } from "./ChartCard";
import { decimalText, shareText } from "./figure-text";

const nameOr = (name: string) => name || t("dashboards.unnamedMember");

const memberColumns: FigureColumn<MemberTurnaround>[] = [
  { key: "member", title: t("dashboards.memberColumn"), value: (row) => nameOr(row.name) },
  { key: "filed", title: t("dashboards.filedJobsColumn"), value: (row) => row.filedJobs, numeric: true },
  {
    key: "taken",
    title: t("dashboards.averageTakenColumn"),
    value: (row) => decimalText(row.averageDaysTaken),
    numeric: true,
  },
  {
    key: "promised",
    title: t("dashboards.averagePromisedColumn"),
    value: (row) => decimalText(row.averageDaysPromised),
    numeric: true,
  },
  {
    key: "onTime",
    title: t("dashboards.onTimeShareColumn"),
    value: (row) => shareText(row.onTimeShare),
    numeric: true,
  },
];

const jobColumns: FigureColumn<FiledJobTurnaround>[] = [
  { key: "filedOn", title: t("dashboards.filedOnColumn"), value: (row) => calendarDayText(row.filedOn) },
  { key: "member", title: t("dashboards.memberColumn"), value: (row) => nameOr(row.memberName) },
  { key: "taken", title: t("dashboards.daysTakenColumn"), value: (row) => row.daysTaken, numeric: true },
  {
    key: "promised",
    title: t("dashboards.daysPromisedColumn"),
    value: (row) => row.daysPromised,
    numeric: true,
  },
  {
    key: "onTime",
    title: t("dashboards.onTimeColumn"),
    value: (row) => (row.onTime ? t("dashboards.onTimeYes") : t("dashboards.onTimeNo")),
  },
];

/**
 * The turnaround of the returns filed in the last 12 months against what their quotes promised: each
 * member's averages drawn and listed, then every filed return in a table of its own.
 */
export function TurnaroundCards({ turnaround }: { turnaround: PracticeDashboard["turnaround"] }) {
  const empty = t("dashboards.turnaroundEmpty");
  return (
    <>
      <ChartCard
        title={t("dashboards.turnaroundTitle")}
        summary={t("dashboards.turnaroundSummary", {
          share: shareText(turnaround.onTimeShare),
          since: calendarDayText(turnaround.since),
        })}
        rows={turnaround.byMember}
        columns={memberColumns}
        rowKey={(row) => String(row.userId)}
        emptyText={empty}
        csvName="turnaround-by-member"
        chart={{
          rows: turnaround.byMember.map((row) => ({
            member: nameOr(row.name),
            taken: row.averageDaysTaken,
            promised: row.averageDaysPromised,
          })),
          labelKey: "member",
          series: [
            { key: "taken", name: t("dashboards.averageTakenColumn"), color: seriesColors[0] },
            { key: "promised", name: t("dashboards.averagePromisedColumn"), color: seriesColors[1] },
          ],
        }}
      />
      {turnaround.jobs.length > 0 && (
        <ChartCard
          title={t("dashboards.filedReturnsTitle")}
          rows={[...turnaround.jobs].reverse()}
          columns={jobColumns}
          rowKey={(row) => String(row.quoteId)}
          emptyText={empty}
          csvName="turnaround-by-return"
        />
      )}
    </>
  );
}
