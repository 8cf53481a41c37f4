/** Reminders and notification preferences (issue 19). */
import { z } from "zod";
import { notificationKinds } from "./i18n/en/notificationKinds";
import { idFieldSchema } from "./id-field";

/** The kinds of notice a person chooses a channel for; `security` mail cannot be turned off. */
export const NOTIFICATION_KINDS = [
  "organizer",
  "documents",
  "appointments",
  "estimated-tax",
  "billing",
  "requests",
  "tax-notices",
  "messages",
  "todo",
  "signatures",
  "filing-rejected",
  "appointment-decisions",
  "security",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  organizer: notificationKinds.organizer,
  documents: notificationKinds.documents,
  appointments: notificationKinds.appointments,
  "estimated-tax": notificationKinds.estimatedTax,
  billing: notificationKinds.billing,
  requests: notificationKinds.requests,
  "tax-notices": notificationKinds.taxNotices,
  messages: notificationKinds.messages,
  todo: notificationKinds.todo,
  signatures: notificationKinds.signatures,
  "filing-rejected": notificationKinds.filingRejected,
  "appointment-decisions": notificationKinds.appointmentDecisions,
  security: notificationKinds.security,
};

export const NOTIFICATION_CHANNELS = ["email", "in-app", "off"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A kind's channels: `channel` says whether it is stored in the app and mailed (as older clients set
 * it); `push` and `text` add a push to the person's subscribed devices and a text to their verified
 * number. Both are optional on the way in (an older client leaves them as they are) and always answered.
 */
export const notificationPreferenceSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: "There is no such kind of notification." }),
  channel: z.enum(NOTIFICATION_CHANNELS, { error: "Choose e-mail, in the app, or off." }),
  push: z.boolean({ error: "Say whether to push this kind." }).optional(),
  text: z.boolean({ error: "Say whether to text this kind." }).optional(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferenceListSchema = z.array(notificationPreferenceSchema);

export const notificationUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const unsubscribedSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });

/** A job's reminder cadence: days between reminders and how many at most. */
export const REMINDER_CADENCE_LIMITS = {
  everyDays: { min: 1, max: 30 },
  maxCount: { min: 1, max: 10 },
} as const;
export const DEFAULT_REMINDER_CADENCE = { everyDays: 3, maxCount: 3 } as const;

export const reminderCadenceSchema = z.object({
  everyDays: z
    .int({ error: "Days between reminders must be a whole number." })
    .min(REMINDER_CADENCE_LIMITS.everyDays.min, { error: "Days between reminders must be at least 1." })
    .max(REMINDER_CADENCE_LIMITS.everyDays.max, { error: "Days between reminders can be at most 30." }),
  maxCount: z
    .int({ error: "The number of reminders must be a whole number." })
    .min(REMINDER_CADENCE_LIMITS.maxCount.min, { error: "Send at least 1 reminder." })
    .max(REMINDER_CADENCE_LIMITS.maxCount.max, { error: "Send at most 10 reminders." }),
});
export type ReminderCadence = z.infer<typeof reminderCadenceSchema>;

export const setReminderCadenceSchema = reminderCadenceSchema.extend({ quoteId: z.int32().positive() });
export const jobRemindersQuerySchema = z.object({ quoteId: idFieldSchema });
export const reminderActionSchema = z.object({
  quoteId: z.int32().positive(),
  reminderId: z.int32().positive(),
});

export const REMINDER_KINDS = [
  "organizer-answer",
  "requested-document",
  "appointment-24h",
  "appointment-1h",
  "estimated-tax",
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const reminderSchema = z.object({
  id: z.int32().positive(),
  kind: z.enum(REMINDER_KINDS),
  /** What it is about, as the professional reads it ("W-2 (taxpayer)", a document's title). */
  subject: z.string(),
  everyDays: z.int(),
  maxCount: z.int(),
  sentCount: z.int(),
  /** Null once stopped or done. */
  nextDueAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  stopReason: z.string().nullable(),
  sentAt: z.array(z.string()),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const jobRemindersSchema = z.object({
  cadence: reminderCadenceSchema,
  reminders: z.array(reminderSchema),
  /**
   * The professional's zone (IANA), in which the subjects name an appointment's start: the page
   * writes when each reminder went out and goes out next in it too, so one card never mixes zones.
   */
  timeZone: z.string(),
});
export type JobReminders = z.infer<typeof jobRemindersSchema>;

/**
 * An estimated tax payment as the taxpayer marks it: its (moved) due day and whether they paid it.
 * A paid one is not reminded.
 */
export const estimatedTaxPaymentSchema = z.object({
  dueDay: z.string(),
  paid: z.boolean(),
});
export type EstimatedTaxPayment = z.infer<typeof estimatedTaxPaymentSchema>;
/** The taxpayer's next estimated tax payments (none when no tax preparation of theirs pays estimates). */
export const estimatedTaxPaymentListSchema = z.array(estimatedTaxPaymentSchema);

export const setEstimatedTaxPaidSchema = z.object({
  dueDay: z.iso.date({ error: "Give the due date as YYYY-MM-DD." }),
  paid: z.boolean({ error: "Say whether the payment is paid." }),
});
export type SetEstimatedTaxPaid = z.infer<typeof setEstimatedTaxPaidSchema>;
