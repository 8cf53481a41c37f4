import { t } from "@taxlane/contract/i18n";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { peopleRecords } from "../identity";
import type { NotificationsService } from "../notifications";
import { otherSide, readMarkOf } from "./chat.access";
import { type ConnectionRow, connectionsRepository, type Side } from "./connections.repository";
import { conversationSide } from "./conversation-side";
import { messagesRepository } from "./messages.repository";

const jobSchema = z.object({
  connectionId: z.number().int().positive(),
  side: z.enum(["taxpayer", "expert"]),
});

/** The queue of a data folder's unread-mail checks. */
export const unreadMailQueue = (instance: string) => `chat.unread-mail.${instance}`;

/** Where the mail sends each side: their messages page (a path without its leading slash). */
export const messagesLink = (side: Side) => (side === "taxpayer" ? "user/messages" : "expert/messages");

/**
 * "You have unread messages" notice: a message still unread 15 minutes after it was sent is told to
 * its recipient as a notice of the "messages" kind with a link, never its text or files; their choice
 * for that kind decides whether it is mailed, pushed and texted (waiting the 15 minutes, nobody is
 * buzzed about a message they read as it came, and a busy conversation makes one text, not dozens). Each conversation and recipient has
 * at most one check waiting (`*_mail_pending` on the locked conversation row); one mail covers every
 * message up to the latest, and a later message starts a new wait.
 */
export function createUnreadMail(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  notifications: NotificationsService;
  publicUrl: string;
  /** The data folder's id: checks are worked by the processes that send its mail. */
  instance: string;
  /** How long a message stays unread before its person is told. */
  unreadNoticeAfterMs: number;
}) {
  const { db, clock, jobs, notifications, publicUrl } = deps;
  const waitMs = deps.unreadNoticeAfterMs;
  const queue = unreadMailQueue(deps.instance);
  const checkJob = jobs.handle(
    defineJob({ name: queue, schema: jobSchema, handler: (job) => check(job.connectionId, job.side) }),
  );

  /** Queues a check `delayMs` from now (in seconds, so the queue's clock and ours need not agree). */
  const schedule = async (tx: Executor, connectionId: number, side: Side, delayMs: number) => {
    const startAfter = Math.max(0, Math.ceil(delayMs / 1000));
    await jobs.send(tx, checkJob, { connectionId, side }, { startAfter, retryLimit: 5, retryDelay: 30 });
    await connectionsRepository.setMailState(tx, connectionId, side, { pending: true });
  };

  async function check(connectionId: number, side: Side): Promise<void> {
    await db.transaction(async (tx) => {
      const connection = await connectionsRepository.lock(tx, connectionId);
      if (!connection) return;
      const mailed =
        side === "taxpayer" ? connection.taxpayerMailedSequence : connection.expertMailedSequence;
      const seen = Math.max(readMarkOf(connection, side), mailed);
      const first = await messagesRepository.firstUnmailed(tx, connectionId, seen);
      if (!first) {
        await connectionsRepository.setMailState(tx, connectionId, side, { pending: false });
        return;
      }
      const dueAt = new Date(first.createdAt.getTime() + waitMs);
      if (clock.now() < dueAt) {
        await schedule(tx, connectionId, side, dueAt.getTime() - clock.now().getTime());
        return;
      }
      await tellRecipient(tx, connection, side);
      await connectionsRepository.setMailState(tx, connectionId, side, {
        pending: false,
        mailedSequence: connection.lastSequence,
      });
    });
  }

  async function tellRecipient(tx: Executor, connection: ConnectionRow, side: Side): Promise<void> {
    // A practice's conversation mails the member working the job now, never one moved off it.
    const jobs = await conversationSide.jobsOfTaxpayer(tx, connection.taxpayerUserId);
    const recipientId = conversationSide.personOn(connection, side, jobs);
    const senderId = conversationSide.personOn(connection, otherSide(side), jobs);
    const people = await peopleRecords.byIds(tx, [recipientId, senderId]);
    const sender = people.get(senderId);
    if (!people.has(recipientId)) return;
    // Worded by the outbox in the recipient's language: each text is a function of it.
    const from = () => (sender ? `${sender.firstName} ${sender.lastName}`.trim() : t("messages.someone"));
    const path = messagesLink(side);
    await notifications.outbox().add(tx, {
      userId: recipientId,
      title: () => t("messages.unreadSubject"),
      description: () => t("messages.unreadText", { sender: from() }),
      link: path,
      kind: "messages",
      mailParagraphs: () => [
        t("messages.unreadText", { sender: from() }),
        t("messages.unreadLink", { publicUrl, path }),
      ],
    });
  }

  return {
    queue,
    /**
     * In the transaction that stored a message to `side` (the row locked): starts the wait unless a
     * check is already waiting for that side.
     */
    async afterSend(tx: Executor, connection: ConnectionRow, side: Side): Promise<void> {
      const pending = side === "taxpayer" ? connection.taxpayerMailPending : connection.expertMailPending;
      if (pending) return;
      await schedule(tx, connection.id, side, waitMs);
    },
  };
}

export type UnreadMail = ReturnType<typeof createUnreadMail>;
