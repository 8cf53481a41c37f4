import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { storedFiles } from "./files";
import { users } from "./users";

/**
 * A conversation between a taxpayer and a professional, one per pair. The row also holds the
 * conversation's message counter (`last_sequence`, raised in the transaction that stores a message,
 * so numbers are gapless and unique), each side's read mark, and the state of each side's
 * "unread messages" mail: the last message it covered and whether one is waiting to be sent.
 */
export const chatConnections = pgTable(
  "chat_connections",
  {
    id: serial("id").primaryKey(),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Random and unguessable: the existing client joins the SignalR hub's group under it. */
    connectionName: text("connection_name").notNull(),
    lastSequence: integer("last_sequence").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true, mode: "date" }),
    taxpayerReadSequence: integer("taxpayer_read_sequence").notNull().default(0),
    expertReadSequence: integer("expert_read_sequence").notNull().default(0),
    taxpayerMailedSequence: integer("taxpayer_mailed_sequence").notNull().default(0),
    expertMailedSequence: integer("expert_mailed_sequence").notNull().default(0),
    taxpayerMailPending: boolean("taxpayer_mail_pending").notNull().default(false),
    expertMailPending: boolean("expert_mail_pending").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    unique("chat_connections_pair_unique").on(table.taxpayerUserId, table.expertUserId),
    unique("chat_connections_name_unique").on(table.connectionName),
    index("chat_connections_expert_idx").on(table.expertUserId),
  ],
);

/** One message; `sequence` numbers it within its conversation from 1. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    connectionId: integer("connection_id")
      .notNull()
      .references(() => chatConnections.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    senderUserId: integer("sender_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body"),
    /** Made by the sender's client once per message: a retried send finds the stored one. */
    clientMessageId: text("client_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    unique("chat_messages_sequence_unique").on(table.connectionId, table.sequence),
    unique("chat_messages_client_id_unique").on(
      table.connectionId,
      table.senderUserId,
      table.clientMessageId,
    ),
  ],
);

/** The files a message carries, in the order they were sent. */
export const chatMessageFiles = pgTable(
  "chat_message_files",
  {
    messageId: integer("message_id")
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    index("chat_message_files_file_idx").on(table.fileId),
  ],
);
