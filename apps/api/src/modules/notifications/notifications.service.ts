import type { UserNotification } from "@taxlane/contract";
import { NOTIFICATIONS_LIST_LIMIT, notificationHref } from "@taxlane/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireSignedIn } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { MailMessage } from "../../plugins/mail/mailer";
import { plainMail } from "../../plugins/mail/plain-mail";
import type { RealtimeHub } from "../../plugins/realtime/hub";
import { peopleService } from "../identity/people.service";
import { notificationsRepository } from "./notifications.repository";

/** What to tell one person: `link` is the app path of what it is about, without its leading slash. */
export interface NotificationDraft {
  userId: number;
  title: string;
  description: string;
  link: string | null;
  /** An iCalendar part its mail carries (an appointment's invitation or cancellation). */
  icalEvent?: MailMessage["icalEvent"];
}

/**
 * Notifications written with the change they announce: `add` stores them, queues their mail and their
 * live push inside its transaction, so both leave on commit and never for a change that rolled back.
 * `deliver` (after commit) has nothing left to do; callers keep calling it.
 */
export interface NotificationOutbox {
  add(tx: Executor, ...drafts: NotificationDraft[]): Promise<void>;
  deliver(): Promise<void>;
}

export function createNotificationsService(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  realtime: RealtimeHub;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mail, realtime, publicUrl } = deps;

  /** Queues each notification's mail in the transaction that stores it. */
  async function queueMail(tx: Executor, drafts: NotificationDraft[]): Promise<void> {
    const recipients = await peopleService.contacts(tx, [...new Set(drafts.map((d) => d.userId))]);
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    for (const draft of drafts) {
      const recipient = byId.get(draft.userId);
      if (!recipient) continue;
      const paragraphs = [`Hello ${recipient.firstName},`, draft.description];
      if (draft.link) paragraphs.push(`Open Taxlane: ${publicUrl}${notificationHref(draft.link)}`);
      const message = plainMail(recipient.email, draft.title, paragraphs);
      await mail.enqueue(tx, draft.icalEvent ? { ...message, icalEvent: draft.icalEvent } : message);
    }
  }

  return {
    outbox(): NotificationOutbox {
      return {
        async add(tx, ...drafts) {
          const createdAt = clock.now();
          await notificationsRepository.insert(
            tx,
            drafts.map(({ userId, title, description, link }) => ({
              userId,
              title,
              description,
              link,
              createdAt,
            })),
          );
          for (const userId of new Set(drafts.map((draft) => draft.userId))) {
            await realtime.publish(tx, userId, { type: "notification" });
          }
          await queueMail(tx, drafts);
        },
        async deliver() {
          // Mail and the live push went with the transaction.
        },
      };
    },

    async list(principal: Principal | null): Promise<UserNotification[]> {
      const caller = requireSignedIn(principal);
      const rows = await notificationsRepository.latest(db, caller.userId, NOTIFICATIONS_LIST_LIMIT);
      return rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: createdAt.toISOString() }));
    },

    async markAllRead(principal: Principal | null): Promise<void> {
      const caller = requireSignedIn(principal);
      await notificationsRepository.markAllRead(db, caller.userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
