import type { Executor } from "../../db/client";
import { newConnectionName } from "./connection-name";
import { type ConnectionRow, connectionsRepository } from "./connections.repository";
import { messagesRepository } from "./messages.repository";

/** A message of a conversation written as it happened: who sent it, what, and when. */
export interface RecordedMessage {
  senderUserId: number;
  body: string;
  at: Date;
}

/**
 * Conversations written as history, for the demo world: the same rows a send makes (numbered in
 * order, each sender having read up to their own message), dated in the past, with no realtime event
 * and no unread-message mail.
 */
export const chatRecords = {
  async recordConversation(
    tx: Executor,
    pair: { taxpayerUserId: number; expertUserId: number },
    messages: readonly RecordedMessage[],
  ): Promise<number> {
    const first = messages[0];
    await connectionsRepository.insertIfMissing(tx, {
      ...pair,
      connectionName: newConnectionName(),
      createdAt: first?.at ?? new Date(0),
    });
    const connection = await connectionsRepository.findPair(tx, pair.taxpayerUserId, pair.expertUserId);
    if (!connection) throw new Error("the demo conversation was not stored");
    for (const message of messages) {
      const side = message.senderUserId === pair.taxpayerUserId ? "taxpayer" : "expert";
      const sequence = await connectionsRepository.nextSequence(tx, connection.id, side, message.at);
      await messagesRepository.insert(tx, {
        connectionId: connection.id,
        sequence,
        senderUserId: message.senderUserId,
        body: message.body,
        clientMessageId: null,
        createdAt: message.at,
      });
    }
    return connection.id;
  },

  /**
   * The files of the person's conversations, the other person's included: a conversation is kept
   * with the closed account and goes with it (its rows cascade), so its files must go too.
   */
  filesOfConversationsOf: (executor: Executor, userId: number) =>
    messagesRepository.fileIdsOfConversationsOf(executor, userId),

  /**
   * The person's data export of their messages: each conversation of theirs (its taxpayer, or the
   * professional of its row) with every message and the ids of its files, as a solo professional's
   * conversation always was; and each practice's conversation they wrote in as a member, with only the
   * messages they wrote (`ownMessagesOnly`): the client's messages there are not theirs to take.
   */
  async exportOf(executor: Executor, userId: number) {
    const connections = await connectionsRepository.ofPerson(executor, userId);
    const theirs = new Set(connections.map((connection) => connection.id));
    const writtenIn = await messagesRepository.connectionIdsWrittenInBy(executor, userId);
    const asMember = [];
    for (const id of writtenIn.filter((connectionId) => !theirs.has(connectionId))) {
      const connection = await connectionsRepository.find(executor, id);
      if (connection) asMember.push(connection);
    }
    const exported = async (connection: ConnectionRow, ownMessagesOnly: boolean) => {
      const messages = await messagesRepository.allWithFiles(executor, connection.id);
      return {
        id: connection.id,
        taxpayerUserId: connection.taxpayerUserId,
        expertUserId: connection.expertUserId,
        createdAt: connection.createdAt,
        ownMessagesOnly,
        messages: messages
          .filter((message) => !ownMessagesOnly || message.senderUserId === userId)
          .map((message) => ({
            id: message.id,
            senderUserId: message.senderUserId,
            message: message.body,
            createdAt: message.createdAt,
            fileIds: message.fileIds,
          })),
      };
    };
    return Promise.all([
      ...connections.map((connection) => exported(connection, false)),
      ...asMember.map((connection) => exported(connection, true)),
    ]);
  },
};
