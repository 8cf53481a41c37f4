import { type CalendarDay, dayMs } from "../../lib/irs-calendar";
import { dayIn } from "../../lib/zoned-days";
import { turnaroundDueOn } from "../job-timeline";

/** A part of a whole as a fraction, to four places; null when the whole is nothing. */
export const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The mean to one decimal place; 0 of nothing. */
export const averageOf = (values: readonly number[]): number =>
  values.length === 0
    ? 0
    : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

const daysBetween = (from: CalendarDay, to: CalendarDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** A filed job as the dashboard reads it: who worked it, when it was hired and filed, what was quoted. */
export interface FiledJob {
  quoteId: number;
  memberUserId: number;
  startedAt: Date;
  filedAt: Date;
  /** The quote's turnaround in business days; none quoted takes the timeline's default. */
  turnaroundDays: number | null;
}

export interface JobTurnaround {
  quoteId: number;
  memberUserId: number;
  hiredOn: CalendarDay;
  filedOn: CalendarDay;
  daysTaken: number;
  daysPromised: number;
  onTime: boolean;
}

/**
 * Days taken against days promised, both in calendar days from the hiring day: the promise is the
 * quote's business days counted as the job's timeline counts them (weekends and IRS holidays skipped),
 * so a 10-business-day quote hired on a Monday promises 14 days. Filed on the promised day is on time.
 */
export function turnaroundOf(job: FiledJob, zone: string): JobTurnaround {
  const hiredOn = dayIn(job.startedAt, zone);
  const filedOn = dayIn(job.filedAt, zone);
  const dueOn = turnaroundDueOn(hiredOn, job.turnaroundDays);
  return {
    quoteId: job.quoteId,
    memberUserId: job.memberUserId,
    hiredOn,
    filedOn,
    daysTaken: daysBetween(hiredOn, filedOn),
    daysPromised: daysBetween(hiredOn, dueOn),
    onTime: filedOn <= dueOn,
  };
}

export interface MemberAverage {
  userId: number;
  filedJobs: number;
  averageDaysTaken: number;
  averageDaysPromised: number;
  onTimeShare: number;
}

/** Each member's filed jobs on average, in the order the members first appear. */
export function averagesByMember(jobs: readonly JobTurnaround[]): MemberAverage[] {
  const byMember = new Map<number, JobTurnaround[]>();
  for (const job of jobs) byMember.set(job.memberUserId, [...(byMember.get(job.memberUserId) ?? []), job]);
  return [...byMember].map(([userId, own]) => ({
    userId,
    filedJobs: own.length,
    averageDaysTaken: averageOf(own.map((job) => job.daysTaken)),
    averageDaysPromised: averageOf(own.map((job) => job.daysPromised)),
    onTimeShare: shareOf(own.filter((job) => job.onTime).length, own.length) ?? 0,
  }));
}
