import { and, asc, desc, eq, getTableColumns, gt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { idArray } from "../../db/id-arrays";
import { preparedPerDatabase } from "../../db/prepared";
import { correlates, qualified } from "../../db/qualified";
import { chatConnections, chatMessageFiles, chatMessages } from "../../db/schema";
import { peopleRecords } from "../identity";
import type { ProfessionalScope } from "../tax-preparation";
import { visibleTo } from "./connections.repository";

// Every message sent.
const insertMessage = preparedPerDatabase((db: Executor) =>
  db
    .insert(chatMessages)
    .values({
      connectionId: sql.placeholder("connectionId"),
      sequence: sql.placeholder("sequence"),
      senderUserId: sql.placeholder("senderUserId"),
      body: sql.placeholder("body"),
      clientMessageId: sql.placeholder("clientMessageId"),
      createdAt: sql.placeholder("createdAt"),
    })
    .returning()
    .prepare("chat_message_insert"),
);

/** The ids of a message's files in their order, as a lateral subquery of a statement on messages. */
function fileIdsOfMessage(db: Executor) {
  return db
    .select({
      fileIds: idArray(chatMessageFiles.fileId, qualified(chatMessageFiles.position)).as("file_ids"),
    })
    .from(chatMessageFiles)
    .where(correlates(chatMessageFiles.messageId, chatMessages.id))
    .as("files");
}

/**
 * Messages as a list shows them: each with its sender's photo and its files' ids in their order, read
 * in the list's own statement (the sender's through the subquery identity gives).
 */
function listedMessages(db: Executor) {
  const sender = peopleRecords.personSubquery(db, chatMessages.senderUserId, "sender");
  const files = fileIdsOfMessage(db);
  return db
    .select({
      ...getTableColumns(chatMessages),
      senderAvatarThumbnail: sender.avatarThumbnail,
      fileIds: files.fileIds,
    })
    .from(chatMessages)
    .leftJoinLateral(sender, sql`true`)
    .innerJoinLateral(files, sql`true`);
}

/**
 * Listed messages of a conversation the reader (`userId` with their practice seat) is one of the
 * people of (`visibleTo`): a conversation of others lists nothing, so the list needs no statement of
 * its own to check it.
 */
function listedMessagesOfOwnConversation(db: Executor) {
  return listedMessages(db).innerJoin(
    chatConnections,
    and(
      eq(chatConnections.id, chatMessages.connectionId),
      visibleTo({
        userId: sql.placeholder("userId"),
        practiceId: sql.placeholder("practiceId"),
        allJobs: sql.placeholder("allJobs"),
      }),
    ),
  );
}

const pageOfConversation = preparedPerDatabase((db: Executor) =>
  listedMessagesOfOwnConversation(db)
    .where(eq(chatMessages.connectionId, sql.placeholder("connectionId")))
    .orderBy(desc(chatMessages.sequence))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("limit"))
    .prepare("chat_page_of_conversation"),
);

const afterInConversation = preparedPerDatabase((db: Executor) =>
  listedMessagesOfOwnConversation(db)
    .where(
      and(
        eq(chatMessages.connectionId, sql.placeholder("connectionId")),
        gt(chatMessages.sequence, sql.placeholder("sequence")),
      ),
    )
    .orderBy(asc(chatMessages.sequence))
    .limit(sql.placeholder("limit"))
    .prepare("chat_after_in_conversation"),
);

const listedById = preparedPerDatabase((db: Executor) =>
  listedMessages(db)
    .where(eq(chatMessages.id, sql.placeholder("id")))
    .prepare("chat_message_by_id"),
);

export type MessageRow = typeof chatMessages.$inferSelect;
/** A conversation and the person reading it, with their practice seat. */
export interface ConversationReader extends ProfessionalScope {
  connectionId: number;
}
/** A message with its sender's photo and the ids of its files, in their order. */
export type ListedMessageRow = MessageRow & { senderAvatarThumbnail: Buffer | null; fileIds: number[] };

/** Messages and the files they carry. */
export const messagesRepository = {
  async insert(db: Executor, row: Omit<typeof chatMessages.$inferInsert, "id">): Promise<MessageRow> {
    const { connectionId, sequence, senderUserId, body = null, clientMessageId = null, createdAt } = row;
    const [inserted] = await insertMessage(db).execute({
      connectionId,
      sequence,
      senderUserId,
      body,
      clientMessageId,
      createdAt,
    });
    if (!inserted) throw new Error("no chat message inserted");
    return inserted;
  },

  async attachFiles(db: Executor, messageId: number, fileIds: readonly number[]): Promise<void> {
    if (fileIds.length === 0) return;
    await db
      .insert(chatMessageFiles)
      .values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
  },

  /** The message a sender's client already sent under this id, if any. */
  async findByClientId(db: Executor, connectionId: number, senderUserId: number, clientMessageId: string) {
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.connectionId, connectionId),
          eq(chatMessages.senderUserId, senderUserId),
          eq(chatMessages.clientMessageId, clientMessageId),
        ),
      );
    return row ?? null;
  },

  /** Rows `offset` to `offset + limit - 1`, newest first; none when the reader is not one of its people. */
  page: (
    db: Executor,
    reader: ConversationReader,
    offset: number,
    limit: number,
  ): Promise<ListedMessageRow[]> => pageOfConversation(db).execute({ ...reader, offset, limit }),

  /** The messages numbered after `sequence`, oldest first; none when the reader is not one of its people. */
  after: (
    db: Executor,
    reader: ConversationReader,
    sequence: number,
    limit: number,
  ): Promise<ListedMessageRow[]> => afterInConversation(db).execute({ ...reader, sequence, limit }),

  /** One message as a list shows it, or null. */
  async listed(db: Executor, id: number): Promise<ListedMessageRow | null> {
    const [row] = await listedById(db).execute({ id });
    return row ?? null;
  },

  /** Every message of a conversation with the ids of its files, oldest first (no photos). */
  async allWithFiles(db: Executor, connectionId: number) {
    const files = fileIdsOfMessage(db);
    return db
      .select({ ...getTableColumns(chatMessages), fileIds: files.fileIds })
      .from(chatMessages)
      .innerJoinLateral(files, sql`true`)
      .where(eq(chatMessages.connectionId, connectionId))
      .orderBy(asc(chatMessages.sequence));
  },

  /** The conversation a file was sent in, or null for a file no message carries. */
  async connectionOfFile(db: Executor, fileId: number) {
    const [row] = await db
      .select({ connection: chatConnections })
      .from(chatMessageFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
      .innerJoin(chatConnections, eq(chatConnections.id, chatMessages.connectionId))
      .where(eq(chatMessageFiles.fileId, fileId))
      .limit(1);
    return row?.connection ?? null;
  },

  /** The conversations the person wrote in, whichever side they were on (a practice's member's too). */
  async connectionIdsWrittenInBy(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ connectionId: chatMessages.connectionId })
      .from(chatMessages)
      .where(eq(chatMessages.senderUserId, userId))
      .orderBy(asc(chatMessages.connectionId));
    return rows.map((row) => row.connectionId);
  },

  /** Every file sent in any of the person's conversations, by either of its two people. */
  async fileIdsOfConversationsOf(db: Executor, userId: number): Promise<number[]> {
    const rows = await db
      .select({ fileId: chatMessageFiles.fileId })
      .from(chatMessageFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
      .innerJoin(chatConnections, eq(chatConnections.id, chatMessages.connectionId))
      .where(or(eq(chatConnections.taxpayerUserId, userId), eq(chatConnections.expertUserId, userId)));
    return rows.map((row) => row.fileId);
  },

  /** When the first message the side has not read, nor been mailed about, was sent. */
  async firstUnmailed(db: Executor, connectionId: number, afterSequence: number) {
    const [row] = await db
      .select({ sequence: chatMessages.sequence, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.connectionId, connectionId), gt(chatMessages.sequence, afterSequence)))
      .orderBy(asc(chatMessages.sequence))
      .limit(1);
    return row ?? null;
  },
};
