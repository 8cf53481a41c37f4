import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { quotes } from "./marketplace";
import { users } from "./users";

/**
 * A half-hour a taxpayer booked with the professional of their job or chosen quote. Instants are UTC;
 * `uid` is the iCalendar UID every invitation, cancellation and feed entry of it carries.
 * A professional has at most one live (requested or approved) appointment starting at an instant:
 * two bookings of one slot fail here, whatever the timing.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    accountantUserId: integer("accountant_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** The existing client's appointmentTypeId: 1 in person, 2 phone call, 3 video chat. */
    typeId: integer("type_id").notNull(),
    comment: text("comment"),
    status: text("status").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    uid: text("uid").notNull(),
    /** The professional's message when rejecting, if any (also sent through messaging). */
    rejectionMessage: text("rejection_message"),
    /** Who cancelled it, when cancelled. */
    cancelledByUserId: integer("cancelled_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The meeting link the professional's synced calendar made with the event of a video appointment. */
    meetingUrl: text("meeting_url"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("appointments_uid_unique").on(table.uid),
    uniqueIndex("appointments_live_slot_unique")
      .on(table.accountantUserId, table.startsAt)
      .where(sql`${table.status} in ('requested', 'approved')`),
    index("appointments_accountant_idx").on(table.accountantUserId, table.startsAt),
    index("appointments_taxpayer_idx").on(table.taxpayerUserId, table.startsAt),
    check(
      "appointments_status_known",
      sql`${table.status} in ('requested', 'approved', 'rejected', 'cancelled')`,
    ),
    check("appointments_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("appointments_type_known", sql`${table.typeId} between 1 and 3`),
  ],
);

/** One span of working hours: weekday 0 (Sunday) to 6, `HH:MM` to `HH:MM` in the professional's zone. */
export interface WorkingHoursRow {
  weekday: number;
  start: string;
  end: string;
}

/**
 * A professional's availability once they set it (no row: the defaults, weekdays 9:00-17:00). Their
 * time zone is their account's (`users.time_zone`, identity's).
 */
export const appointmentAvailability = pgTable(
  "appointment_availability",
  {
    accountantUserId: integer("accountant_user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    weeklyHours: jsonb("weekly_hours").$type<WorkingHoursRow[]>().notNull(),
    daysOff: date("days_off", { mode: "string" }).array().notNull(),
    minimumNoticeHours: integer("minimum_notice_hours").notNull(),
    bufferMinutes: integer("buffer_minutes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    check("appointment_availability_notice_range", sql`${table.minimumNoticeHours} between 0 and 336`),
    check("appointment_availability_buffer_range", sql`${table.bufferMinutes} between 0 and 120`),
  ],
);

/**
 * A professional's own video meeting room (https), used for their video appointments: shown to both
 * people and written into the invitations. No row: none set.
 */
export const videoMeetingLinks = pgTable("video_meeting_links", {
  accountantUserId: integer("accountant_user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * A person's private calendar feed: the token in its address is the only key. Looked up by its
 * SHA-256; kept sealed with the data key so the same address can be shown again. Resetting replaces
 * the row, so the old address stops working.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    tokenSealed: text("token_sealed").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [uniqueIndex("calendar_feed_tokens_hash_unique").on(table.tokenHash)],
);
