import { TAX_INFO_RETENTION_YEARS } from "@taxlane/contract";
import { DateTime } from "luxon";

/** Seven years after `from`. */
export const retentionEnd = (from: Date): Date =>
  DateTime.fromJSDate(from, { zone: "utc" }).plus({ years: TAX_INFO_RETENTION_YEARS }).toJSDate();

/**
 * When a job's return information may go: seven years after the job ended. A filed job ended when
 * it was filed; one still open ends with the account that closes it.
 */
export const jobRetentionEnd = (job: { filedAt: Date | null }, closedAt: Date): Date =>
  retentionEnd(job.filedAt && job.filedAt < closedAt ? job.filedAt : closedAt);
