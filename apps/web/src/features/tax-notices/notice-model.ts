import { intlLocale } from "../../lib/language";

const dayMs = 24 * 60 * 60 * 1000;

/** Today on this device's clock, as YYYY-MM-DD (the day a letter's deadline is compared with). */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole days from `today` to `deadline` (both YYYY-MM-DD): 0 on the day, negative once past. */
export function daysUntil(deadline: string, today: string): number {
  return Math.round((Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs);
}

/** How near a deadline is: past, within a week, or further. */
export function deadlineUrgency(days: number): "overdue" | "soon" | "later" {
  if (days < 0) return "overdue";
  return days <= 7 ? "soon" : "later";
}

/** A day (YYYY-MM-DD) as the page shows it, "Dec 20, 2026", read at noon so no zone moves it. */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(`${day}T12:00:00`),
  );
}
