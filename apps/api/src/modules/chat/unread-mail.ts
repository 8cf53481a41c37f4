import { CHAT_UNREAD_MAIL_AFTER_MINUTES } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMail } from "../../plugins/mail/plain-mail";
import { peopleRecords } from "../identity";
import { otherSide, readMarkOf } from "./chat.access";
import { type ConnectionRow, connectionsRepository, type Side } from "./connections.repository";
import { conversationSide } from "./conversation-side";
import { messagesRepository } from "./messages.repository";

const waitMs = CHAT_UNREAD_MAIL_AFTER_MINUTES * 60_000;
const jobSchema = z.object({
  connectionId: z.number().int().positive(),
  side: z.enum(["taxpayer", "expert"]),
});

/** The queue of a data folder's unread-mail checks. */
export const unreadMailQueue = (instance: string) => `chat.unread-mail.${instance}`;

/** Where the mail sends each side: their messages page (a path without its leading slash). */
export const messagesLink = (side: Side) => (side === "taxpayer" ? "user/messages" : "expert/messages");

/**
 * "You have unread messages" mail: a message still unread 15 minutes after it was sent is mailed to
 * its recipient as a notice with a link, never its text or files. Each conversation and recipient has
 * at most one check waiting (`*_mail_pending` on the locked conversation row); one mail covers every
 * message up to the latest, and a later message starts a new wait.
 */
export function createUnreadMail(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  mail: MailOutbox;
  publicUrl: string;
  /** The data folder's id: checks are worked by the processes that send its mail. */
  instance: string;
}) {
  const { db, clock, jobs, mail, publicUrl } = deps;
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
      await mailNotice(tx, connection, side);
      await connectionsRepository.setMailState(tx, connectionId, side, {
        pending: false,
        mailedSequence: connection.lastSequence,
      });
    });
  }

  async function mailNotice(tx: Executor, connection: ConnectionRow, side: Side): Promise<void> {
    // A practice's conversation mails the member working the job now, never one moved off it.
    const jobs = await conversationSide.jobsOfTaxpayer(tx, connection.taxpayerUserId);
    const recipientId = conversationSide.personOn(connection, side, jobs);
    const senderId = conversationSide.personOn(connection, otherSide(side), jobs);
    const people = await peopleRecords.byIds(tx, [recipientId, senderId]);
    const recipient = people.get(recipientId);
    const sender = people.get(senderId);
    if (!recipient) return;
    const message = await peopleRecords.inTheirLanguage(tx, recipientId, () => {
      const from = sender ? `${sender.firstName} ${sender.lastName}`.trim() : t("messages.someone");
      return plainMail(recipient.email, t("messages.unreadSubject"), [
        t("notifications.mailGreeting", { firstName: recipient.firstName }),
        t("messages.unreadText", { sender: from }),
        t("messages.unreadLink", { publicUrl, path: messagesLink(side) }),
      ]);
    });
    await mail.enqueue(tx, message);
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
