import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { bytea } from "./column-types";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * What reading a job's stored document found, one row per file: pending until the reading job ran,
 * then read (a kind and box values) or not read (with the reason). The kind a person corrected it to
 * is kept beside the read one and wins over it; a later reading never touches it.
 */
export const documentReadings = pgTable(
  "document_readings",
  {
    fileId: integer("file_id")
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    /** Whose document it is: its values answer the spouse's questions when true. */
    forSpouse: boolean("for_spouse").notNull(),
    /** pending | read | not-read */
    status: text("status").notNull(),
    /** Why a document was not read (`too-large`, `too-slow`, `unreadable`, …). */
    reason: text("reason"),
    kind: text("kind"),
    /** 0–1. */
    kindConfidence: real("kind_confidence"),
    correctedKind: text("corrected_kind"),
    correctedByUserId: integer("corrected_by_user_id").references(() => users.id, { onDelete: "set null" }),
    correctedAt: timestamp("corrected_at", { withTimezone: true, mode: "date" }),
    /** Readings started: one attempt and at most one retry. */
    attempts: integer("attempts").notNull().default(0),
    queuedAt: timestamp("queued_at", { withTimezone: true, mode: "date" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [index("document_readings_quote_idx").on(table.quoteId)],
);

/**
 * One box value a reading suggests, until the taxpayer confirms, edits or rejects it. A sensitive
 * value (a taxpayer id, an account number) is sealed like a sensitive organizer answer, never kept as text.
 */
export const documentReadingValues = pgTable(
  "document_reading_values",
  {
    id: serial("id").primaryKey(),
    fileId: integer("file_id")
      .notNull()
      .references(() => documentReadings.fileId, { onDelete: "cascade" }),
    box: text("box").notNull(),
    value: text("value"),
    /** iv ‖ tag ‖ ciphertext of a sensitive value. */
    valueSealed: bytea("value_sealed"),
    valueKeyId: text("value_key_id"),
    sensitive: boolean("sensitive").notNull(),
    page: integer("page").notNull(),
    /** Where on its page, in fractions: `{left, top, right, bottom}`. */
    region: jsonb("region").$type<{ left: number; top: number; right: number; bottom: number }>().notNull(),
    /** 0–100. */
    confidence: real("confidence").notNull(),
    /** suggested | confirmed | edited | rejected */
    state: text("state").notNull(),
    decidedByUserId: integer("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("document_reading_values_file_idx").on(table.fileId),
    check(
      "document_reading_values_sealed_shape",
      sql`(${table.valueSealed} is null and ${table.valueKeyId} is null) or (${table.valueSealed} is not null and ${table.valueKeyId} is not null and ${table.value} is null)`,
    ),
  ],
);
