import { jobStatusLabels } from "@taxlane/contract";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });
const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const shortDayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "67%" from 0.6667; a dash when there was nothing to divide. */
export const shareText = (share: number | null): string => (share === null ? "–" : percent.format(share));

/** "Jun 2026" from `2026-06`. */
export const monthText = (month: string): string => monthFormat.format(Date.parse(`${month}-01T00:00:00Z`));

/** "Jun 15" from `2026-06-15`: a chart's axis, where the year is the window's. */
export const shortDayText = (day: string): string => shortDayFormat.format(Date.parse(`${day}T00:00:00Z`));

/** "12.5" or "7". */
export const decimalText = (value: number): string => decimal.format(value);

/** A stage's name as the jobs list shows it. */
const stageLabels: Readonly<Record<number, string>> = jobStatusLabels;
export const stageText = (statusId: number): string => stageLabels[statusId] ?? String(statusId);
