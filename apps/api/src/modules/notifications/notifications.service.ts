import type { UserNotification } from "@taxlane/contract";
import { NOTIFICATIONS_LIST_LIMIT, notificationHref } from "@taxlane/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import { type Principal, requireSignedIn } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import type { Mailer } from "../../plugins/mail/mailer";
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
}

/**
 * Notifications written with the change they announce: `add` inside its transaction (the live push
 * is queued there and leaves on commit), `deliver` after it commits (mail must not announce a change
 * that rolled back).
 */
export interface NotificationOutbox {
  add(tx: Executor, ...drafts: NotificationDraft[]): Promise<void>;
  deliver(): Promise<void>;
}

export function createNotificationsService(deps: {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  realtime: RealtimeHub;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, mailer, realtime, publicUrl, log } = deps;

  async function mail(drafts: NotificationDraft[]): Promise<void> {
    const recipients = await peopleService.contacts(db, [...new Set(drafts.map((d) => d.userId))]);
    const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    for (const draft of drafts) {
      const recipient = byId.get(draft.userId);
      if (!recipient) continue;
      const paragraphs = [`Hello ${recipient.firstName},`, draft.description];
      if (draft.link) paragraphs.push(`Open Taxlane: ${publicUrl}${notificationHref(draft.link)}`);
      try {
        await mailer.send(plainMail(recipient.email, draft.title, paragraphs));
      } catch (error) {
        // The notification is stored and shown in the app; a mail that failed is only logged.
        log.warn({ userId: draft.userId, err: error }, "a notification mail was not sent");
      }
    }
  }

  return {
    outbox(): NotificationOutbox {
      const pending: NotificationDraft[] = [];
      return {
        async add(tx, ...drafts) {
          const createdAt = clock.now();
          await notificationsRepository.insert(
            tx,
            drafts.map((draft) => ({ ...draft, createdAt })),
          );
          for (const userId of new Set(drafts.map((draft) => draft.userId))) {
            await realtime.publish(tx, userId, { type: "notification" });
          }
          pending.push(...drafts);
        },
        async deliver() {
          await mail(pending.splice(0));
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
