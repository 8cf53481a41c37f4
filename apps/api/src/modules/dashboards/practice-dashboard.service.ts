import { DASHBOARD_MONTHS, DASHBOARD_STAGES, type PracticeDashboard } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import { dayIn } from "../../lib/zoned-days";
import { peopleRecords } from "../identity";
import { professionalScope } from "../tax-preparation";
import { averagesByMember, shareOf, turnaroundOf } from "./figures";
import { practiceDashboardRepository as repository } from "./practice-dashboard.repository";
import { readerZone } from "./reader-zone";
import { monthsWindow } from "./windows";

type StageRow = { statusId: number; memberUserId: number; jobs: number };

/** Every stage with its jobs among the rows (none: 0), in the order a job goes through them. */
const stagesOf = (rows: readonly StageRow[]) =>
  DASHBOARD_STAGES.map((statusId) => ({
    statusId,
    jobs: rows.filter((row) => row.statusId === statusId).reduce((sum, row) => sum + row.jobs, 0),
  }));

/**
 * The owner's dashboard: the jobs the caller sees (an owner: every job of the practice; a solo
 * professional: their own), by stage and member, how long the filed ones took against their quotes,
 * the money received by month and what is still owed. Days and months in the caller's zone.
 */
export function createPracticeDashboardService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async dashboardFor(caller: Principal): Promise<PracticeDashboard> {
      const scope = professionalScope(caller);
      const zone = await readerZone(db, caller);
      const now = clock.now();
      const { since, months } = monthsWindow(now, zone, DASHBOARD_MONTHS);
      const [stageRows, filed, paid, outstanding] = await Promise.all([
        repository.stageCounts(db, scope),
        repository.filedSince(db, scope, since),
        repository.paidByMonth(db, scope, since, zone),
        repository.outstanding(db, scope, dayIn(now, zone)),
      ]);
      const jobs = filed.map((job) => turnaroundOf(job, zone));
      const memberIds = new Set([...stageRows, ...jobs].map((row) => row.memberUserId));
      const people = await peopleRecords.byIds(db, memberIds);
      const nameOf = (userId: number) => {
        const person = people.get(userId);
        return person ? `${person.firstName} ${person.lastName}`.trim() : "";
      };
      const byMember = [...new Set(stageRows.map((row) => row.memberUserId))]
        .map((userId) => {
          const stages = stagesOf(stageRows.filter((row) => row.memberUserId === userId));
          return {
            userId,
            name: nameOf(userId),
            stages,
            total: stages.reduce((sum, each) => sum + each.jobs, 0),
          };
        })
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
      const paidByMonth = new Map(paid.map((row) => [row.month, row.paidCents]));
      const revenueMonths = months.map((month) => ({ month, paidCents: paidByMonth.get(month) ?? 0 }));
      return {
        byStage: stagesOf(stageRows),
        byMember,
        turnaround: {
          since: dayIn(since, zone),
          jobs: jobs.map((job) => ({ ...job, memberName: nameOf(job.memberUserId) })),
          onTimeShare: shareOf(jobs.filter((job) => job.onTime).length, jobs.length),
          byMember: averagesByMember(jobs).map((member) => ({ ...member, name: nameOf(member.userId) })),
        },
        revenue: {
          months: revenueMonths,
          totalCents: revenueMonths.reduce((sum, month) => sum + month.paidCents, 0),
        },
        outstanding,
      };
    },
  };
}

export type PracticeDashboardService = ReturnType<typeof createPracticeDashboardService>;
