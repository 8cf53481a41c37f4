import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An uploaded file: the bytes live encrypted in the file store under `storageKey`; this row says
 * what they are, who owns them and what they were uploaded for (which decides who may read them).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: serial("id").primaryKey(),
    storageKey: text("storage_key").notNull().unique(),
    keyId: text("key_id").notNull(),
    /**
     * How the bytes are sealed: 1, whole under one AES-GCM tag (files stored before chunks); 2, in
     * chunks that a download opens one at a time (`lib/file-sealing.ts`).
     */
    sealing: smallint("sealing").notNull().default(1),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    purpose: text("purpose").notNull(),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("stored_files_owner_idx").on(table.ownerUserId)],
);
