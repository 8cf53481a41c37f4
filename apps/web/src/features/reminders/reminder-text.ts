import type { Reminder } from "@taxlane/contract";

export const kindText: Record<Reminder["kind"], string> = {
  "organizer-answer": "Organizer",
  "requested-document": "Document",
  "appointment-24h": "Appointment",
  "appointment-1h": "Appointment",
  "estimated-tax": "Estimated tax",
};

const whenFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 25, 2026, 3:30 PM EST" in the professional's zone, named, as the subjects write an
 * appointment's start: the browser's zone may be another (a trip, a shared computer).
 */
export function whenText(iso: string, zone: string): string {
  let format = whenFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZoneName: "short",
      });
    } catch {
      // A zone this browser does not know: its own zone, still named.
      return zone === "UTC" ? iso : whenText(iso, "UTC");
    }
    whenFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** Where a reminder stands once nothing more is scheduled, as a tag. */
export function stateOf(reminder: Pick<Reminder, "stopReason">): { text: string; color: string } {
  if (reminder.stopReason === "answered") return { text: "Answered", color: "green" };
  if (reminder.stopReason === "stopped") return { text: "Stopped", color: "default" };
  if (reminder.stopReason === "done") return { text: "All sent", color: "blue" };
  return { text: "Scheduled", color: "gold" };
}
