import type { Reminder } from "@taxlane/contract";
import { dateTimeInZone } from "../../lib/time-zones";

export const kindText: Record<Reminder["kind"], string> = {
  "organizer-answer": "Organizer",
  "requested-document": "Document",
  "appointment-24h": "Appointment",
  "appointment-1h": "Appointment",
  "estimated-tax": "Estimated tax",
};

/**
 * "Nov 25, 2026, 3:30 PM EST" in the professional's zone, named, as the subjects write an
 * appointment's start: the browser's zone may be another (a trip, a shared computer).
 */
export const whenText = (iso: string, zone: string) => dateTimeInZone(iso, zone, { weekday: false });

/** Where a reminder stands once nothing more is scheduled, as a tag. */
export function stateOf(reminder: Pick<Reminder, "stopReason">): { text: string; color: string } {
  if (reminder.stopReason === "answered") return { text: "Answered", color: "green" };
  if (reminder.stopReason === "stopped") return { text: "Stopped", color: "default" };
  if (reminder.stopReason === "done") return { text: "All sent", color: "blue" };
  return { text: "Scheduled", color: "gold" };
}
