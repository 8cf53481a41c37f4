/** Limits of appointments and the words of their refusals, free of zod so the calendar can show them. */
import { appointments } from "./i18n/en/appointments";
import { formatPlain } from "./i18n/plain-format";

/** The longest comment a taxpayer may send with a booking, and the longest rejection message. */
export const MAX_APPOINTMENT_COMMENT = 1000;
export const MAX_APPOINTMENT_REJECTION_MESSAGE = 2000;
/** Every appointment lasts one half-hour slot. */
export const APPOINTMENT_MINUTES = 30;
/** The furthest ahead a slot may be booked, in days. */
export const MAX_BOOKING_DAYS_AHEAD = 180;
/** Limits of a professional's availability settings. */
export const MAX_MINIMUM_NOTICE_HOURS = 24 * 14;
export const MAX_BUFFER_MINUTES = 120;
export const MAX_DAYS_OFF = 366;
/** The longest video meeting address a professional may set. */
export const MAX_VIDEO_LINK_LENGTH = 500;

export const appointmentTexts = {
  slotTaken: appointments.slotTaken,
  slotInPast: appointments.slotInPast,
  slotTooSoon: appointments.slotTooSoon,
  slotNotOffered: appointments.slotNotOffered,
  tooFarAhead: formatPlain(appointments.tooFarAhead, { days: MAX_BOOKING_DAYS_AHEAD }),
  notYourJob: appointments.notYourJob,
  notFound: appointments.notFound,
  alreadyDecided: appointments.alreadyDecided,
  calendarStateMismatch: appointments.calendarStateMismatch,
  unknownTimeZone: appointments.unknownTimeZone,
  hoursOrder: appointments.hoursOrder,
  videoLinkInvalid: appointments.videoLinkInvalid,
  videoLinkMissing: appointments.videoLinkMissing,
  videoLinkMissingShort: appointments.videoLinkMissingShort,
  videoLinkFromCalendar: appointments.videoLinkFromCalendar,
  joinVideoMeeting: appointments.joinVideoMeeting,
} as const;

/** A video meeting address: https only, with a host, nothing but the address itself. */
export function isVideoLink(value: string): boolean {
  if (value.length > MAX_VIDEO_LINK_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname.includes(".") && url.username === "" && url.password === ""
    );
  } catch {
    return false;
  }
}
