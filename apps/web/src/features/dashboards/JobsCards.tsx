import type { MemberStages, StageJobs } from "@taxlane/contract";
import { DASHBOARD_STAGES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { seriesColors } from "./bar-series";
import { ChartCard, type FigureColumn } from "./ChartCard";
import { stageText } from "./figure-text";

const stageColumns: FigureColumn<StageJobs>[] = [
  { key: "stage", title: t("dashboards.stageColumn"), value: (row) => stageText(row.statusId) },
  { key: "jobs", title: t("dashboards.jobsColumn"), value: (row) => row.jobs, numeric: true },
];

/** The open jobs by stage, every stage shown. */
export function StagesCard({ stages }: { stages: readonly StageJobs[] }) {
  return (
    <ChartCard
      title={t("dashboards.stagesTitle")}
      rows={stages}
      columns={stageColumns}
      rowKey={(row) => String(row.statusId)}
      isEmpty={stages.every((row) => row.jobs === 0)}
      emptyText={t("dashboards.stagesEmpty")}
      csvName="jobs-by-stage"
      chart={{
        rows: stages.map((row) => ({ stage: stageText(row.statusId), jobs: row.jobs })),
        labelKey: "stage",
        series: [{ key: "jobs", name: t("dashboards.jobsColumn"), color: seriesColors[0] }],
      }}
    />
  );
}

const memberName = (row: MemberStages) => row.name || t("dashboards.unnamedMember");
const jobsIn = (row: MemberStages, statusId: number) =>
  row.stages.find((stage) => stage.statusId === statusId)?.jobs ?? 0;

const memberColumns: FigureColumn<MemberStages>[] = [
  { key: "member", title: t("dashboards.memberColumn"), value: memberName },
  ...DASHBOARD_STAGES.map((statusId) => ({
    key: `stage-${statusId}`,
    title: stageText(statusId),
    value: (row: MemberStages) => jobsIn(row, statusId),
    numeric: true,
  })),
  { key: "total", title: t("dashboards.totalColumn"), value: (row) => row.total, numeric: true },
];

/** Each member's open jobs, stacked by stage. */
export function MembersCard({ members }: { members: readonly MemberStages[] }) {
  return (
    <ChartCard
      title={t("dashboards.membersTitle")}
      rows={members}
      columns={memberColumns}
      rowKey={(row) => String(row.userId)}
      emptyText={t("dashboards.membersEmpty")}
      csvName="jobs-by-member"
      chart={{
        rows: members.map((row) => ({
          member: memberName(row),
          ...Object.fromEntries(DASHBOARD_STAGES.map((statusId) => [`s${statusId}`, jobsIn(row, statusId)])),
        })),
        labelKey: "member",
        stacked: true,
        series: DASHBOARD_STAGES.map((statusId, index) => ({
          key: `s${statusId}`,
          name: stageText(statusId),
          color: seriesColors[index % seriesColors.length] ?? seriesColors[0],
        })),
      }}
    />
  );
}
