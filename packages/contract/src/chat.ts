/**
 * Messages between a taxpayer and a professional. Each conversation
 * numbers its messages (`sequence`), so a client that lost its socket asks for what came after the
 * last number it holds; a send carries a client-made id, so a retried send is stored once.
 */
import { z } from "zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "./chat-limits";
import { idFieldSchema } from "./id-field";
import { fromNumericText } from "./numeric-text";
import { MAX_PAGE_SIZE } from "./pagination";
import { validationTexts as texts } from "./validation-texts";

const idSchema = z.int32().positive();

export const chatConnectionSchema = z.object({
  id: idSchema,
  /** The other person. */
  userId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  lastMessageDate: z.string().nullable(),
  messagesCount: z.int(),
  hasUnReadMessage: z.boolean(),
  /** Unguessable: the existing client joins the SignalR hub under it. */
  connectionName: z.string(),
  /** Added: how many messages the caller has not read. */
  unreadCount: z.int().optional(),
  /** Added: the number of the conversation's latest message (0 when none). */
  lastSequence: z.int().optional(),
  /** Added: the other person closed their Taxlane account; they cannot receive messages. */
  otherAccountClosed: z.boolean().optional(),
});
export type ChatConnection = z.infer<typeof chatConnectionSchema>;

export const createChatConnectionQuerySchema = z.object({ userId: idFieldSchema });

export const chatFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Added: the file's size in bytes and its type, for the thread to show and preview. */
  size: z.int().optional(),
  contentType: z.string().optional(),
});

export const chatMessageSchema = z.object({
  id: idSchema,
  avatar: z.string().nullable(),
  message: z.string().nullable(),
  createdDate: z.string(),
  createdBy: idSchema,
  userChatConnectionId: idSchema,
  files: z.array(chatFileSchema),
  /** Added: the message's number in its conversation, from 1. */
  sequence: z.int().optional(),
  /** Added: the id the sender's client made for it, when it sent one. */
  clientMessageId: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const rowIndexSchema = fromNumericText(
  z.int32({ error: texts.invalidInput }).min(0, { error: texts.invalidInput }),
);

/**
 * GET /Chat/GetChatMessages: `from`/`to` page newest first (rows `from` to `to - 1`); the added
 * `afterSequence` instead returns every message numbered after it, oldest first (catching up).
 */
export const chatMessagesQuerySchema = z
  .object({
    connectionId: idFieldSchema,
    from: rowIndexSchema.optional(),
    to: rowIndexSchema.optional(),
    afterSequence: rowIndexSchema.optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.to > query.from, {
    error: texts.invalidInput,
    path: ["to"],
  })
  .refine(
    (query) => query.from === undefined || query.to === undefined || query.to - query.from <= MAX_PAGE_SIZE,
    { error: texts.invalidInput, path: ["to"] },
  );
export type ChatMessagesQuery = z.output<typeof chatMessagesQuerySchema>;

/** The text fields of POST /Chat/SendMessage; its files arrive as `files`, repeated. */
export const sendChatMessageFieldsSchema = z.object({
  connectionId: idFieldSchema,
  message: z
    .string()
    .max(MAX_CHAT_MESSAGE_LENGTH, {
      error: `A message can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
    })
    .optional(),
  /** Added: made by the client once per message and sent again on a retry. */
  clientMessageId: z.string().trim().min(8).max(64).optional(),
});
export type SendChatMessageFields = z.output<typeof sendChatMessageFieldsSchema>;

/** Added: POST /Chat/MarkChatRead — the caller has seen the conversation up to this message. */
export const markChatReadRequestSchema = z.object({
  connectionId: idFieldSchema,
  upToSequence: idFieldSchema,
});

/** Added: GET /Chat/GetUnreadMessagesCount — for the sidebar, on every device. */
export const unreadMessagesCountSchema = z.object({ count: z.int() });
