import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bytea } from "./column-types";
import { storedFiles } from "./files";
import { taxPreparationJobs } from "./marketplace";
import { users } from "./users";

/**
 * One organizer answer of a job, per (quote, question key, forSpouse): a later save of the same key
 * replaces it. A sensitive answer (a tax id, a bank or driver's license number) is never kept as
 * text: it is sealed with AES-256-GCM before the INSERT, with the id of the key that sealed it.
 */
export const organizerAnswers = pgTable(
  "organizer_answers",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull(),
    forSpouse: boolean("for_spouse").notNull(),
    question: text("question").notNull(),
    answerTypeId: integer("answer_type_id").notNull(),
    /** The text as sent, for an ordinary answer. */
    answer: text("answer"),
    /** iv ‖ tag ‖ ciphertext of a sensitive answer's text. */
    answerSealed: bytea("answer_sealed"),
    answerKeyId: text("answer_key_id"),
    message: text("message"),
    reminder: boolean("reminder").notNull(),
    isFile: boolean("is_file").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("organizer_answers_key_unique").on(table.quoteId, table.question, table.forSpouse),
    // A sealed answer has its key id and no text beside it.
    check(
      "organizer_answers_sealed_shape",
      sql`(${table.answerSealed} is null and ${table.answerKeyId} is null) or (${table.answerSealed} is not null and ${table.answerKeyId} is not null and ${table.answer} is null)`,
    ),
  ],
);

/** The files attached to an answer; a file belongs to one answer. */
export const organizerAnswerFiles = pgTable(
  "organizer_answer_files",
  {
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    answerId: integer("answer_id")
      .notNull()
      .references(() => organizerAnswers.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.fileId] }),
    index("organizer_answer_files_answer_idx").on(table.answerId),
  ],
);

/** A professional read a sensitive answer in full: who, when, which answer, from where. */
export const organizerReveals = pgTable(
  "organizer_reveals",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => organizerAnswers.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    forSpouse: boolean("for_spouse").notNull(),
    revealedByUserId: integer("revealed_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revealedAt: timestamp("revealed_at", { withTimezone: true, mode: "date" }).notNull(),
    fromAddress: text("from_address").notNull(),
  },
  (table) => [index("organizer_reveals_quote_idx").on(table.quoteId, table.revealedAt)],
);

/**
 * When a professional last opened the review of a job's organizer: answers saved after it are
 * marked as changed the next time they look. One row per (job, professional).
 */
export const organizerReviewViews = pgTable(
  "organizer_review_views",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => taxPreparationJobs.quoteId, { onDelete: "cascade" }),
    viewerUserId: integer("viewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.viewerUserId] })],
);
