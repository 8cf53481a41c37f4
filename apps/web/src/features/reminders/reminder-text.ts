import type { Reminder } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { dateTimeInZone } from "../../lib/time-zones";

/** What a reminder is about, as the list's Kind column says it. */
export function kindText(kind: Reminder["kind"]): string {
  switch (kind) {
    case "organizer-answer":
      return t("reminders.kindOrganizer");
    case "requested-document":
      return t("reminders.kindDocument");
    case "appointment-24h":
    case "appointment-1h":
      return t("reminders.kindAppointment");
    case "estimated-tax":
      return t("reminders.kindEstimatedTax");
  }
}

/**
 * "Nov 25, 2026, 3:30 PM EST" in the professional's zone, named, as the subjects write an
 * appointment's start: the browser's zone may be another (a trip, a shared computer).
 */
export const whenText = (iso: string, zone: string) => dateTimeInZone(iso, zone, { weekday: false });

/** Where a reminder stands once nothing more is scheduled, as a tag. */
export function stateOf(reminder: Pick<Reminder, "stopReason">): { text: string; color: string } {
  if (reminder.stopReason === "answered") return { text: t("reminders.stateAnswered"), color: "green" };
  if (reminder.stopReason === "stopped") return { text: t("reminders.stateStopped"), color: "default" };
  if (reminder.stopReason === "done") return { text: t("reminders.stateAllSent"), color: "blue" };
  return { text: t("reminders.stateScheduled"), color: "gold" };
}
