import { formatUsd } from "../billing/pricing";

/** "Ann Lee" from a job's names. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** The job's fee in US dollars: "$450", "$450.50". */
export const feeText = formatUsd;

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026", or the text as it came when it is not a date. */
export function dateText(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : dateFormat.format(time);
}
