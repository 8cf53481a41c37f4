const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/**
 * "Mar 4, 2026", or the text as it came when it is not a date. The list of waiting requests that
 * was here now lives with the quotes (marketplace/quotes/WaitingRequests.tsx); this date wording
 * stays at this path because the requests and job pages import it from here.
 */
export function sentOn(createdDate: string): string {
  const time = Date.parse(createdDate);
  return Number.isNaN(time) ? createdDate : dateFormat.format(time);
}
