import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { intArrayParam, preparedPerDatabase } from "../../db/prepared";
import { chatConnections, chatMessageFiles, chatMessages } from "../../db/schema";

const filesOfMessages = preparedPerDatabase((db: Executor) =>
  db
    .select({ messageId: chatMessageFiles.messageId, fileId: chatMessageFiles.fileId })
    .from(chatMessageFiles)
    .where(sql`${chatMessageFiles.messageId} = any(${sql.placeholder("ids")}::int[])`)
    .orderBy(asc(chatMessageFiles.messageId), asc(chatMessageFiles.position))
    .prepare("chat_files_of_messages"),
);

const pageOfConversation = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.connectionId, sql.placeholder("connectionId")))
    .orderBy(desc(chatMessages.sequence))
    .offset(sql.placeholder("offset"))
    .limit(sql.placeholder("limit"))
    .prepare("chat_page_of_conversation"),
);

const afterInConversation = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(chatMessages)
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

export type MessageRow = typeof chatMessages.$inferSelect;

/** Messages and the files they carry. */
export const messagesRepository = {
  async insert(db: Executor, row: Omit<typeof chatMessages.$inferInsert, "id">): Promise<MessageRow> {
    const [inserted] = await db.insert(chatMessages).values(row).returning();
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

  /** Rows `offset` to `offset + limit - 1`, newest first. */
  page: (db: Executor, connectionId: number, offset: number, limit: number): Promise<MessageRow[]> =>
    pageOfConversation(db).execute({ connectionId, offset, limit }),

  /** The messages numbered after `sequence`, oldest first. */
  after: (db: Executor, connectionId: number, sequence: number, limit: number): Promise<MessageRow[]> =>
    afterInConversation(db).execute({ connectionId, sequence, limit }),

  /** The file ids of these messages, in their order, by message. */
  async fileIdsOf(db: Executor, messageIds: readonly number[]): Promise<Map<number, number[]>> {
    const byMessage = new Map<number, number[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await filesOfMessages(db).execute({ ids: intArrayParam(messageIds) });
    for (const row of rows) {
      const list = byMessage.get(row.messageId) ?? [];
      list.push(row.fileId);
      byMessage.set(row.messageId, list);
    }
    return byMessage;
  },

  /** The two people of the conversation a file was sent in, or null for a file no message carries. */
  async participantsOfFile(db: Executor, fileId: number): Promise<number[] | null> {
    const [row] = await db
      .select({ taxpayer: chatConnections.taxpayerUserId, expert: chatConnections.expertUserId })
      .from(chatMessageFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
      .innerJoin(chatConnections, eq(chatConnections.id, chatMessages.connectionId))
      .where(eq(chatMessageFiles.fileId, fileId))
      .limit(1);
    return row ? [row.taxpayer, row.expert] : null;
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
