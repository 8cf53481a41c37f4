import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import type { Executor } from "../../db/client";
import { avatarText } from "../../lib/avatar";
import type { FilesService } from "../files";
import { type Person, peopleRecords } from "../identity";
import { listedSideOf, otherSide, readMarkOf } from "./chat.access";
import type { ConnectionRow, Side } from "./connections.repository";
import { conversationSide } from "./conversation-side";
import type { ListedMessageRow } from "./messages.repository";

/**
 * A conversation as its `side` sees it: the other person (for the taxpayer, the member working a
 * practice's job), and how much of it they have not read.
 */
export function toConnectionView(
  connection: ConnectionRow,
  side: Side,
  otherUserId: number,
  other: Person | undefined,
): ChatConnection {
  const unreadCount = Math.max(0, connection.lastSequence - readMarkOf(connection, side));
  return {
    id: connection.id,
    userId: otherUserId,
    firstName: other?.firstName ?? "",
    lastName: other?.lastName ?? "",
    avatar: avatarText(other?.avatarThumbnail ?? null),
    lastMessageDate: connection.lastMessageAt?.toISOString() ?? null,
    messagesCount: connection.lastSequence,
    hasUnReadMessage: unreadCount > 0,
    connectionName: connection.connectionName,
    unreadCount,
    lastSequence: connection.lastSequence,
    otherAccountClosed: (other?.closedAt ?? null) !== null,
  };
}

/** The conversations of one person, each with the other person's name and photo. */
export async function connectionViews(
  executor: Executor,
  rows: ConnectionRow[],
  userId: number,
): Promise<ChatConnection[]> {
  // A taxpayer's conversations are all theirs: their jobs are read once for every row.
  const taxpayersJobs = rows.some((row) => row.taxpayerUserId === userId)
    ? await conversationSide.jobsOfTaxpayer(executor, userId)
    : [];
  const listed = rows.map((row) => {
    const side = listedSideOf(row, userId);
    return { row, side, otherUserId: conversationSide.personOn(row, otherSide(side), taxpayersJobs) };
  });
  const people = await peopleRecords.byIds(
    executor,
    listed.map((item) => item.otherUserId),
  );
  return listed.map(({ row, side, otherUserId }) =>
    toConnectionView(row, side, otherUserId, people.get(otherUserId)),
  );
}

/** Messages as responses carry them: the sender's photo and each file's name, size and type. */
export async function messageViews(files: FilesService, rows: ListedMessageRow[]): Promise<ChatMessage[]> {
  const stored = await files.findMany(rows.flatMap((row) => row.fileIds));
  // A conversation has two senders: each photo is encoded once, not once per message.
  const avatars = new Map<number, string | null>();
  const avatarOf = (row: ListedMessageRow) => {
    let avatar = avatars.get(row.senderUserId);
    if (avatar === undefined) {
      avatar = avatarText(row.senderAvatarThumbnail);
      avatars.set(row.senderUserId, avatar);
    }
    return avatar;
  };
  return rows.map((row) => ({
    id: row.id,
    avatar: avatarOf(row),
    message: row.body,
    createdDate: row.createdAt.toISOString(),
    createdBy: row.senderUserId,
    userChatConnectionId: row.connectionId,
    files: row.fileIds.flatMap((id) => {
      const file = stored.get(id);
      return file
        ? [{ id: file.id, name: file.name, size: file.sizeBytes, contentType: file.contentType }]
        : [];
    }),
    sequence: row.sequence,
    clientMessageId: row.clientMessageId,
  }));
}
