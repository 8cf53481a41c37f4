const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026", or the text as it came when it is not a date. */
export function dateText(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : shortDate.format(time);
}

/** "Ann Lee" from first and last names, without a stray space when one is missing. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
