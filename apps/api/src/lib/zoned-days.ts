import { DateTime } from "luxon";
import type { CalendarDay } from "./irs-calendar";
import { knownZoneOr } from "./known-zones";

/** The zone of a person who gave none this server knows: most of Taxlane's people live on Eastern time. */
export const DEFAULT_TIME_ZONE = "America/New_York";

/**
 * The zone a person's times are written in: theirs, or the default when they gave none or one this
 * server does not know (registration stores the browser's zone as it came).
 */
export const readableZone = (zone: string | null | undefined): string => knownZoneOr(zone, DEFAULT_TIME_ZONE);

/** The calendar day an instant falls on in a zone (`YYYY-MM-DD`). */
export const dayIn = (at: Date, zone: string): CalendarDay =>
  DateTime.fromJSDate(at, { zone }).toISODate() ?? at.toISOString().slice(0, 10);
