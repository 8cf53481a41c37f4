/**
 * Appointments and calendars: a
 * taxpayer books a half-hour with the professional of a job or of a chosen quote; the professional
 * approves or rejects it, sets working hours, syncs a Google or Microsoft calendar and hands out a
 * private calendar feed.
 *
 * On the wire a slot is the wire's pair: `dateTime` (the day, ISO, in the professional's time zone) and
 * `time` (0-23, the half-hour that starts at half past that hour). Every instant we add (`startsAt`,
 * `endsAt`) is UTC ISO 8601; pages show it in the reader's own zone.
 */
import { z } from "zod";
import {
  appointmentTexts,
  isVideoLink,
  MAX_APPOINTMENT_COMMENT,
  MAX_APPOINTMENT_REJECTION_MESSAGE,
  MAX_BUFFER_MINUTES,
  MAX_DAYS_OFF,
  MAX_MINIMUM_NOTICE_HOURS,
} from "./appointment-rules";
import { appointmentTimeSchema, appointmentTypeIdSchema } from "./code-schemas";
import { idFieldSchema } from "./id-field";
import { validationTexts as texts } from "./validation-texts";

/** POST /Accountant/SetVideoMeetingLink (ours): the professional's own meeting room; empty or null removes it. */
export const videoMeetingLinkRequestSchema = z.object({
  url: z
    .string({ error: appointmentTexts.videoLinkInvalid })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isVideoLink(value), { error: appointmentTexts.videoLinkInvalid }),
});
/** GET /Accountant/GetVideoMeetingLink (ours): the professional's own meeting room, if set. */
export const videoMeetingLinkSchema = z.object({ url: z.string().nullable() });
export type VideoMeetingLink = z.infer<typeof videoMeetingLinkSchema>;

/** Where an appointment stands. */
export const AppointmentStatus = {
  requested: "requested",
  approved: "approved",
  rejected: "rejected",
  cancelled: "cancelled",
} as const;
export type AppointmentStatus = (typeof AppointmentStatus)[keyof typeof AppointmentStatus];
export const appointmentStatusSchema = z.enum(["requested", "approved", "rejected", "cancelled"]);

/** An ISO calendar day, `2026-03-08`. */
export const isoDaySchema = z
  .string()
  .trim()
  // An existing client may send a full ISO date-time for the day: its date part is the day.
  .transform((value) => value.slice(0, 10))
  .pipe(z.iso.date({ error: texts.invalidInput }));

/** POST /taxpayer/makeAppointment. */
export const makeAppointmentRequestSchema = z.object({
  quoteId: idFieldSchema,
  appointmentTypeId: appointmentTypeIdSchema,
  additionalComments: z
    .string()
    .trim()
    .max(MAX_APPOINTMENT_COMMENT, { error: texts.invalidInput })
    .nullish()
    .transform((value) => (value ? value : null)),
  dateTime: isoDaySchema,
  time: appointmentTimeSchema,
});
export const makeAppointmentResponseSchema = z.object({ id: z.int() });

/** GET /taxpayer/GetAccountantAvailableHours: the free slot indexes that day, in the professional's zone. */
export const availableHoursQuerySchema = z.object({ accountantId: idFieldSchema, date: isoDaySchema });
export const availableHoursSchema = z.array(appointmentTimeSchema);

/** Ours: the same day's free slots with their instants and the professional's zone, for the booking dialog. */
export const availableSlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(z.object({ time: appointmentTimeSchema, startsAt: z.string(), endsAt: z.string() })),
});

/** One appointment as GetAccountantAppointmentRequests / GetAccountantApprovedAppointments list it. */
export const accountantAppointmentSchema = z.object({
  id: z.int(),
  taxpayerId: z.int(),
  taxpayerFirstName: z.string(),
  taxpayerLastName: z.string(),
  appointmentTypeId: z.int(),
  additionalComments: z.string().nullable(),
  /** The day, ISO, in the professional's zone. */
  date: z.string(),
  time: z.int(),
  // Ours, optional for the existing client:
  quoteId: z.int().optional(),
  status: appointmentStatusSchema.optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  /** The professional's zone, in which `date` and `time` are given. */
  timeZone: z.string().optional(),
  taxpayerTimeZone: z.string().nullable().optional(),
  /** The professional: given when a taxpayer reads these lists, which then hold their own appointments. */
  accountantId: z.int().optional(),
  accountantFirstName: z.string().optional(),
  accountantLastName: z.string().optional(),
  /** Where a video appointment meets: the link its synced calendar made, else the professional's own; null without one. */
  meetingUrl: z.string().nullable().optional(),
});
export type AccountantAppointment = z.infer<typeof accountantAppointmentSchema>;

/** Ours: a taxpayer's own appointments (GET /taxpayer/GetAppointments). */
export const taxpayerAppointmentSchema = z.object({
  id: z.int(),
  quoteId: z.int(),
  accountantId: z.int(),
  accountantFirstName: z.string(),
  accountantLastName: z.string(),
  appointmentTypeId: z.int(),
  additionalComments: z.string().nullable(),
  status: appointmentStatusSchema,
  /** The professional's message when rejecting, if they sent one. */
  rejectionMessage: z.string().nullable(),
  date: z.string(),
  time: z.int(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** Where an approved video appointment meets; null for other kinds, or before it is approved. */
  meetingUrl: z.string().nullable().optional(),
});
export type TaxpayerAppointment = z.infer<typeof taxpayerAppointmentSchema>;

export const appointmentIdQuerySchema = z.object({ appointmentId: idFieldSchema });
/** Optional quote filter of the taxpayer's list. */
export const taxpayerAppointmentsQuerySchema = z.object({ quoteId: idFieldSchema.optional() });

/** RejectAppointment's body: a message rejects and sends it (through messaging). */
export const rejectAppointmentRequestSchema = z
  .object({
    message: z
      .string()
      .trim()
      .max(MAX_APPOINTMENT_REJECTION_MESSAGE, { error: texts.invalidInput })
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .nullish()
  .transform((body) => body ?? { message: null });

const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: texts.invalidInput });

/** One day's working hours: weekday 0 (Sunday) to 6, `09:00`-`17:00` in the professional's zone. */
export const workingHoursSchema = z.object({
  weekday: z.int().min(0).max(6),
  start: clockTimeSchema,
  end: clockTimeSchema,
});

/** Ours: a professional's availability (GET/POST /Accountant/GetAvailability, UpdateAvailability). */
export const availabilitySettingsSchema = z.object({
  /** IANA zone, e.g. America/New_York; the zone given at registration until changed. */
  timeZone: z.string().min(1, { error: texts.required }).max(64, { error: texts.invalidInput }),
  weeklyHours: z.array(workingHoursSchema).max(7 * 4),
  daysOff: z.array(z.iso.date({ error: texts.invalidInput })).max(MAX_DAYS_OFF),
  minimumNoticeHours: z.int({ error: texts.invalidInput }).min(0).max(MAX_MINIMUM_NOTICE_HOURS),
  bufferMinutes: z.int({ error: texts.invalidInput }).min(0).max(MAX_BUFFER_MINUTES),
});
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>;
export const availabilityResponseSchema = availabilitySettingsSchema.extend({
  /** True while the professional has not set their own hours (weekdays 9:00-17:00 in their zone). */
  isDefault: z.boolean(),
});

/** Calendar sync: Google's and Microsoft's callbacks, with our optional `state`. */
export const googleAuthCallbackSchema = z.object({
  code: z.string().max(4096).nullish(),
  error: z.string().max(512).nullish(),
  state: z.string().max(512).nullish(),
});
export const microsoftAuthCallbackSchema = z.object({
  code: z.string().max(4096).nullish(),
  state: z.string().max(512).nullish(),
  error: z.string().max(512).nullish(),
  error_description: z.string().max(2048).nullish(),
});
/** GetGoogleAuthUrl / MicrosoftAuthUrl answer the provider's authorization URL as a JSON string. */
export const authUrlSchema = z.string();

/** Ours: the professional's calendar connection (GET /Accountant/GetCalendarSync). */
export const calendarSyncStatusSchema = z.object({
  provider: z.enum(["google", "microsoft"]).nullable(),
  /** `broken`: the provider refused our token (revoked or expired); booking goes on without it. */
  status: z.enum(["none", "connected", "broken"]),
  account: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Whether the provider can be connected on this server (its client id and secret are set). */
  googleAvailable: z.boolean(),
  microsoftAvailable: z.boolean(),
});
export type CalendarSyncStatus = z.infer<typeof calendarSyncStatusSchema>;

/** Ours: a person's private calendar feed (GET /User/GetCalendarFeed, POST /User/ResetCalendarFeed). */
export const calendarFeedSchema = z.object({
  /** `https://…/api/calendar/feed/<token>.ics`; the page also offers it as `webcal://`. */
  url: z.string(),
  webcalUrl: z.string(),
});
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: "Unknown calendar feed." }),
});
