import {
  CHAT_FILES_FIELD,
  type ChatConnection,
  type ChatMessage,
  type ChatMessagesQuery,
  chatClosedAccountText,
  MAX_CHAT_FILES,
  MAX_PAGE_SIZE,
  sendChatMessageFieldsSchema,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { conflict, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { type FormData, parseFormFields } from "../../lib/form-data";
import type { RealtimeHub } from "../../plugins/realtime/hub";
import { type FilesService, saveFormFile } from "../files";
import { peopleRecords } from "../identity";
import { isJobProfessional, type JobPeople, professionalScope } from "../tax-preparation";
import {
  conversationNotFound,
  listedSideOf,
  mayTalk,
  otherSide,
  pairOf,
  readMarkOf,
  sideAmong,
  sideOf,
} from "./chat.access";
import { connectionViews, messageViews, toConnectionView } from "./chat.views";
import { newConnectionName } from "./connection-name";
import { type ConnectionRow, connectionsRepository, type Side } from "./connections.repository";
import { conversationSide, type Pair } from "./conversation-side";
import { type ConversationReader, type MessageRow, messagesRepository } from "./messages.repository";
import type { UnreadMail } from "./unread-mail";

/** What files sent in a conversation are stored under: its two people may read them. */
export const CHAT_FILE_PURPOSE = "chat-message";
/** A page when the client names no range. */
const DEFAULT_PAGE_SIZE = 20;
/** The most messages one catch-up answers; a client that gets this many asks again from the last. */
export const CATCH_UP_LIMIT = 500;

export function createChatService(deps: {
  db: Database;
  clock: Clock;
  files: FilesService;
  realtime: RealtimeHub;
  unreadMail: UnreadMail;
}) {
  const { db, clock, files, realtime, unreadMail } = deps;

  // Whoever reads the conversation now may read its files: a member moved off the job may not.
  files.registerAccessPolicy(CHAT_FILE_PURPOSE, async (principal, file) => {
    if (!principal) return false;
    const connection = await messagesRepository.connectionOfFile(db, file.id);
    return sideOf(db, principal, connection).then(
      () => true,
      () => false,
    );
  });

  /** The conversation, when the caller is one of its people (404 otherwise). */
  async function ownConnection(caller: Principal, connectionId: number) {
    const connection = await connectionsRepository.find(db, connectionId);
    return { caller, connection, side: await sideOf(db, caller, connection) };
  }

  /**
   * Tells the others of a conversation, in the sending transaction, of the message `sequence`: the
   * person on the other side as the job's rule reads them now (so a member moved off the job hears
   * nothing more), the member working it when a colleague replied, and the sender's other devices.
   */
  async function tellOfMessage(
    tx: Executor,
    connection: ConnectionRow,
    side: Side,
    sender: number,
    sequence: number,
    jobs: readonly JobPeople[],
  ) {
    const recipient = conversationSide.personOn(connection, otherSide(side), jobs);
    const event = { type: "chat", connectionId: connection.id, sequence } as const;
    const told = new Set([recipient, sender, conversationSide.personOn(connection, side, jobs)]);
    for (const userId of told) await realtime.publish(tx, userId, event);
    await unreadMail.afterSend(tx, connection, otherSide(side));
  }

  /** The pair whose conversation stands for these two people (a practice's, when a job is one). */
  async function conversationPair(caller: Principal, pair: Pair): Promise<Pair | null> {
    const jobs = await conversationSide.jobsOfTaxpayer(db, pair.taxpayerUserId);
    const professional = pair.expertUserId;
    if (caller.userId === pair.taxpayerUserId) {
      return conversationSide.practicePairOf(pair.taxpayerUserId, professional, jobs);
    }
    const worked = jobs.find((job) => job.practiceId !== null && isJobProfessional(caller, job));
    return worked ? { taxpayerUserId: pair.taxpayerUserId, expertUserId: worked.expertUserId } : null;
  }

  function messagesOfReader(reader: ConversationReader, query: ChatMessagesQuery) {
    if (query.afterSequence !== undefined) {
      return messagesRepository.after(db, reader, query.afterSequence, CATCH_UP_LIMIT);
    }
    const from = query.from ?? 0;
    const to = query.to ?? from + DEFAULT_PAGE_SIZE;
    const limit = Math.min(to - from, MAX_PAGE_SIZE);
    return limit > 0 ? messagesRepository.page(db, reader, from, limit) : Promise.resolve([]);
  }

  async function storeMessage(caller: Principal, form: FormData): Promise<MessageRow> {
    const fields = parseFormFields(sendChatMessageFieldsSchema, form.fields);
    const uploads = form.files.get(CHAT_FILES_FIELD) ?? [];
    const text = fields.message?.trim() ? fields.message : null;
    if (uploads.length > MAX_CHAT_FILES) {
      throw fieldError(CHAT_FILES_FIELD, t("messages.tooManyFiles", { max: String(MAX_CHAT_FILES) }));
    }
    if (text === null && uploads.length === 0) {
      throw fieldError("message", t("messages.emptyMessage"));
    }
    return files.removingOnFailure((saved) =>
      db.transaction(async (tx) => {
        const connection = await connectionsRepository.lock(tx, fields.connectionId);
        if (!connection) throw conversationNotFound();
        // Read once under the lock: the caller's side, the recipient and who is told all follow from them.
        const jobs = await conversationSide.jobsOfTaxpayer(tx, connection.taxpayerUserId);
        const side = sideAmong(caller, connection, jobs);
        if (fields.clientMessageId) {
          const stored = await messagesRepository.findByClientId(
            tx,
            connection.id,
            caller.userId,
            fields.clientMessageId,
          );
          if (stored) return stored;
        }
        // Someone who closed their account receives nothing new; their kept conversation stays readable.
        const recipient = conversationSide.personOn(connection, otherSide(side), jobs);
        if ((await peopleRecords.closedAmong(tx, [recipient])).size > 0) {
          throw conflict(chatClosedAccountText);
        }
        for (const upload of uploads) {
          saved.push(
            await saveFormFile(files, upload, {
              purpose: CHAT_FILE_PURPOSE,
              ownerUserId: caller.userId,
              allow: "documents",
              executor: tx,
            }),
          );
        }
        const createdAt = clock.now();
        const sequence = await connectionsRepository.nextSequence(tx, connection.id, side, createdAt);
        const message = await messagesRepository.insert(tx, {
          connectionId: connection.id,
          sequence,
          senderUserId: caller.userId,
          body: text,
          clientMessageId: fields.clientMessageId ?? null,
          createdAt,
        });
        await messagesRepository.attachFiles(
          tx,
          message.id,
          saved.map((file) => file.id),
        );
        await tellOfMessage(tx, connection, side, caller.userId, sequence, jobs);
        return message;
      }),
    );
  }

  return {
    async list(caller: Principal): Promise<ChatConnection[]> {
      const rows = await connectionsRepository.listFor(db, professionalScope(caller));
      return connectionViews(db, rows, caller.userId);
    },

    /**
     * The pair's conversation, made on first use; someone the caller may not talk to does not exist.
     * A taxpayer naming the member on their practice's job, or a member naming the client, opens the
     * practice's conversation (keyed by the professional hired).
     */
    async open(caller: Principal, otherUserId: number): Promise<ChatConnection> {
      const other = (await peopleRecords.byIds(db, [otherUserId])).get(otherUserId);
      const named = other ? pairOf(caller, other.id, other.roleId) : null;
      const practicePair = named ? await conversationPair(caller, named) : null;
      const pair = practicePair ?? named;
      if (!pair || (!practicePair && !(await mayTalk(db, pair.taxpayerUserId, pair.expertUserId)))) {
        throw conversationNotFound();
      }
      let connection = await connectionsRepository.findPair(db, pair.taxpayerUserId, pair.expertUserId);
      if (!connection) {
        await connectionsRepository.insertIfMissing(db, {
          ...pair,
          connectionName: newConnectionName(),
          createdAt: clock.now(),
        });
        connection = await connectionsRepository.findPair(db, pair.taxpayerUserId, pair.expertUserId);
      }
      if (!connection) throw new Error("the conversation just made is gone");
      const side = await sideOf(db, caller, connection);
      const jobs = await conversationSide.jobsOfTaxpayer(db, connection.taxpayerUserId);
      const otherId = conversationSide.personOn(connection, otherSide(side), jobs);
      const shown = otherId === other?.id ? other : (await peopleRecords.byIds(db, [otherId])).get(otherId);
      return toConnectionView(connection, side, otherId, shown);
    },

    /**
     * A page of the conversation, or the messages after a sequence. The list's own statement reads
     * only a conversation the caller is in; an empty answer asks whether it is theirs, to tell an
     * empty page from someone else's conversation (404).
     */
    async messages(principal: Principal, query: ChatMessagesQuery): Promise<ChatMessage[]> {
      const reader = { connectionId: query.connectionId, ...professionalScope(principal) };
      const rows = await messagesOfReader(reader, query);
      if (rows.length === 0) await ownConnection(principal, query.connectionId);
      return messageViews(files, rows);
    },

    /** Stores a message and its files; a retry under the same clientMessageId answers the stored one. */
    async send(caller: Principal, form: FormData): Promise<ChatMessage> {
      const message = await storeMessage(caller, form).catch(async (error: unknown) => {
        // Two retries racing past the lookup: the unique constraint kept one; answer it.
        const clientMessageId = form.fields.clientMessageId;
        const connectionId = Number(form.fields.connectionId);
        if (typeof clientMessageId !== "string" || !Number.isInteger(connectionId)) throw error;
        const stored = await messagesRepository
          .findByClientId(db, connectionId, caller.userId, clientMessageId.trim())
          .catch(() => null);
        if (!stored) throw error;
        return stored;
      });
      const listed = await messagesRepository.listed(db, message.id);
      const [view] = await messageViews(files, listed ? [listed] : []);
      if (!view) throw new Error("no view of the message just stored");
      return view;
    },

    /** Moves the caller's read mark forward; their other devices are told to refresh their counts. */
    async markRead(principal: Principal, connectionId: number, upToSequence: number): Promise<void> {
      const { caller, side } = await ownConnection(principal, connectionId);
      await db.transaction(async (tx) => {
        await connectionsRepository.advanceRead(tx, connectionId, side, upToSequence);
        await realtime.publish(tx, caller.userId, { type: "chat", connectionId });
      });
    },

    async unreadCount(caller: Principal): Promise<{ count: number }> {
      const rows = await connectionsRepository.listFor(db, professionalScope(caller));
      const count = rows.reduce(
        (sum, row) => sum + Math.max(0, row.lastSequence - readMarkOf(row, listedSideOf(row, caller.userId))),
        0,
      );
      return { count };
    },

    /**
     * A text message from one of the pair to the other, in the caller's transaction: another module's
     * change that speaks (a professional rejecting an appointment with a message). The conversation is
     * made on first use; the message is numbered, signalled and mailed like one sent here. A member
     * of the practice on the taxpayer's job speaks in the practice's conversation.
     */
    async sendText(tx: Executor, named: Pair, senderUserId: number, text: string): Promise<void> {
      const jobs = await conversationSide.jobsOfTaxpayer(tx, named.taxpayerUserId);
      const pair = conversationSide.practicePairOf(named.taxpayerUserId, named.expertUserId, jobs) ?? named;
      const createdAt = clock.now();
      await connectionsRepository.insertIfMissing(tx, {
        ...pair,
        connectionName: newConnectionName(),
        createdAt,
      });
      const found = await connectionsRepository.findPair(tx, pair.taxpayerUserId, pair.expertUserId);
      const connection = found ? await connectionsRepository.lock(tx, found.id) : null;
      if (!connection) throw new Error("the conversation just made is gone");
      const side: Side = senderUserId === connection.taxpayerUserId ? "taxpayer" : "expert";
      const sequence = await connectionsRepository.nextSequence(tx, connection.id, side, createdAt);
      await messagesRepository.insert(tx, {
        connectionId: connection.id,
        sequence,
        senderUserId,
        body: text,
        clientMessageId: null,
        createdAt,
      });
      await tellOfMessage(tx, connection, side, senderUserId, sequence, jobs);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
