import type { MyDataDownloads } from "@taxlane/contract";

// The day is a UTC day (the API counts in UTC), written like the 429's message.
const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "You have 1 download left…", or when none, the day the next one is possible. */
export function downloadsText({ remaining, nextAvailableOn }: MyDataDownloads): string {
  if (remaining > 0) {
    return `You have ${remaining} ${remaining === 1 ? "download" : "downloads"} left in these 12 months.`;
  }
  const day = nextAvailableOn ? longDay.format(Date.parse(`${nextAvailableOn}T00:00:00Z`)) : null;
  return day
    ? `You have no downloads left. You can download your data again on ${day}.`
    : "You have no downloads left.";
}
