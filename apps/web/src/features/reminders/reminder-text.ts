import type { Reminder } from "@taxlane/contract";

export const kindText: Record<Reminder["kind"], string> = {
  "organizer-answer": "Organizer",
  "requested-document": "Document",
  "appointment-24h": "Appointment",
  "appointment-1h": "Appointment",
  "estimated-tax": "Estimated tax",
};

/**
 * "Nov 25, 2026, 3:30 PM EST" in the browser's zone, named: an appointment's start beside it is
 * written in the professional's own zone, which may not be the browser's.
 */
const whenFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
export const whenText = (iso: string) => whenFormat.format(new Date(iso));

/** Where a reminder stands once nothing more is scheduled, as a tag. */
export function stateOf(reminder: Pick<Reminder, "stopReason">): { text: string; color: string } {
  if (reminder.stopReason === "answered") return { text: "Answered", color: "green" };
  if (reminder.stopReason === "stopped") return { text: "Stopped", color: "default" };
  if (reminder.stopReason === "done") return { text: "All sent", color: "blue" };
  return { text: "Scheduled", color: "gold" };
}
