import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreference,
  UserNotification,
} from "@taxlane/contract";
import { NOTIFICATION_KINDS, NOTIFICATIONS_LIST_LIMIT, notificationHref } from "@taxlane/contract";
import { languageOf, t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, fieldError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import type { MailMessage } from "../../plugins/mail/mailer";
import { plainMail } from "../../plugins/mail/plain-mail";
import type { RealtimeHub } from "../../plugins/realtime/hub";
import { type Person, peopleRecords } from "../identity";
import type { ChannelDelivery, ChannelNotice } from "./channel-delivery";
import { notificationKindsFor } from "./notification-audience";
import { notificationsRepository } from "./notifications.repository";
import { preferencesRepository } from "./preferences.repository";
import { makeUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";

/**
 * A notice's words: a function composes them in the recipient's language (the outbox calls it inside
 * their language's scope); a plain text is stored as given.
 */
export type Wording = string | (() => string);

/** What to tell one person: `link` is the app path of what it is about, without its leading slash. */
export interface NotificationDraft {
  userId: number;
  title: Wording;
  description: Wording;
  link: string | null;
  /**
   * An iCalendar part its mail carries (an appointment's invitation or cancellation); a function
   * writes its words (the event's title and description) in the recipient's language, like `Wording`.
   */
  icalEvent?: IcalPart | (() => IcalPart);
  /**
   * A kind the person chooses a channel for (a reminder): their preference decides whether it is
   * stored and mailed, and its mail carries a one-click unsubscribe link for the kind.
   */
  kind?: NotificationKind;
  /**
   * The mail's own paragraphs after the greeting, in place of the description and the link (a
   * billing notice says more by mail than in the app); `appUrl` makes an app path a full address.
   */
  mailParagraphs?: (appUrl: (path: string) => string) => string[];
}

type IcalPart = NonNullable<MailMessage["icalEvent"]>;

/** A draft whose words are composed. */
type WordedDraft = Omit<NotificationDraft, "title" | "description" | "icalEvent"> & {
  title: string;
  description: string;
  icalEvent?: IcalPart;
};

const wordOf = (wording: Wording): string => (typeof wording === "string" ? wording : wording());
const worded = ({ icalEvent, ...draft }: NotificationDraft): WordedDraft => ({
  ...draft,
  title: wordOf(draft.title),
  description: wordOf(draft.description),
  ...(icalEvent === undefined
    ? {}
    : { icalEvent: typeof icalEvent === "function" ? icalEvent() : icalEvent }),
});

const defaultChannel: NotificationChannel = "email";
const channelOf = (stored: string | undefined): NotificationChannel =>
  stored === "in-app" || stored === "off" ? stored : defaultChannel;

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
  /** Signs the unsubscribe links of reminder mail. */
  unsubscribeSecret: string;
  /** Push and texts (modules/channels), for the kinds a person turned them on for. */
  channels: ChannelDelivery;
}) {
  const { db, clock, mail, realtime, publicUrl, unsubscribeSecret, channels: extra } = deps;

  /** The mail's unsubscribe link (a page that confirms) and the one-click address (RFC 8058). */
  function unsubscribeParts(userId: number, kind: NotificationKind) {
    const token = encodeURIComponent(makeUnsubscribeToken(unsubscribeSecret, userId, kind));
    return {
      page: `${publicUrl}/unsubscribe?token=${token}`,
      headers: {
        "List-Unsubscribe": `<${publicUrl}/api/Notifications/Unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  /** Queues each notification's mail in the transaction that stores it. */
  async function queueMail(tx: Executor, drafts: WordedDraft[], people: Map<number, Person>): Promise<void> {
    for (const draft of drafts) {
      const recipient = people.get(draft.userId);
      if (!recipient) continue;
      await mail.enqueue(
        tx,
        inLanguage(languageOf(recipient.language), () => mailOf(recipient, draft)),
      );
    }
  }

  /** A notice's mail, composed in the scope of the recipient's language. */
  function mailOf(recipient: { id: number; email: string; firstName: string }, draft: WordedDraft) {
    const appUrl = (path: string) => `${publicUrl}${notificationHref(path)}`;
    const paragraphs = [t("notifications.mailGreeting", { firstName: recipient.firstName })];
    if (draft.mailParagraphs) paragraphs.push(...draft.mailParagraphs(appUrl));
    else {
      paragraphs.push(draft.description);
      if (draft.link) paragraphs.push(t("notifications.mailOpenLink", { url: appUrl(draft.link) }));
    }
    const unsubscribe = draft.kind ? unsubscribeParts(recipient.id, draft.kind) : null;
    if (unsubscribe) {
      paragraphs.push(t("notifications.mailUnsubscribe", { url: unsubscribe.page }));
    }
    let message = plainMail(recipient.email, draft.title, paragraphs);
    if (draft.icalEvent) message = { ...message, icalEvent: draft.icalEvent };
    if (unsubscribe) message = { ...message, headers: unsubscribe.headers };
    return message;
  }

  /** The channel of each kind that can reach the caller (notification-audience.ts), in the contract's order. */
  async function listPreferences(caller: Principal): Promise<NotificationPreference[]> {
    const stored = new Map(
      (await preferencesRepository.list(db, caller.userId)).map((row) => [row.kind, row]),
    );
    const reaching = notificationKindsFor(caller.roleId);
    return NOTIFICATION_KINDS.filter((kind) => reaching.includes(kind)).map((kind) => {
      const row = stored.get(kind);
      if (kind === "security") return { kind, channel: "email", push: false, text: false };
      return { kind, channel: channelOf(row?.channel), push: row?.push ?? false, text: row?.text ?? false };
    });
  }

  return {
    /** The unsubscribe link a kind's mail carries (tests and the reminders read it). */
    unsubscribeParts,

    outbox(): NotificationOutbox {
      return {
        async add(tx, ...given) {
          const createdAt = clock.now();
          // Read once for the whole notice: who closed their account, their language, their address.
          const people = await peopleRecords.byIds(
            tx,
            given.map((draft) => draft.userId),
          );
          // Someone who closed their account is told nothing new (the closing removed what they had).
          // Each notice in its recipient's language, whoever's request wrote it.
          const reachable = given
            .filter((draft) => (people.get(draft.userId)?.closedAt ?? null) === null)
            .map((draft) => inLanguage(languageOf(people.get(draft.userId)?.language), () => worded(draft)));
          // A kind's preference: off stores nothing, in the app stores it without mail; push and
          // text go besides, whatever the channel.
          const channels = new Map<WordedDraft, NotificationChannel>();
          const pushes: ChannelNotice[] = [];
          const texts: ChannelNotice[] = [];
          for (const draft of reachable) {
            if (!draft.kind || draft.kind === "security") continue;
            const stored = (await preferencesRepository.channels(tx, [draft.userId], draft.kind)).get(
              draft.userId,
            );
            channels.set(draft, channelOf(stored?.channel));
            const notice = { userId: draft.userId, kind: draft.kind, link: draft.link };
            if (stored?.push) pushes.push(notice);
            if (stored?.text) texts.push(notice);
          }
          await extra.push(tx, pushes);
          await extra.text(tx, texts);
          const drafts = reachable.filter((draft) => channels.get(draft) !== "off");
          if (drafts.length === 0) return;
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
          await queueMail(
            tx,
            drafts.filter((draft) => channels.get(draft) !== "in-app"),
            people,
          );
        },
        async deliver() {
          // Mail and the live push went with the transaction.
        },
      };
    },

    async list(caller: Principal): Promise<UserNotification[]> {
      const rows = await notificationsRepository.latest(db, caller.userId, NOTIFICATIONS_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        isRead: row.isRead,
        title: row.title,
        description: row.description,
        link: row.link,
        createdDate: row.createdAt.toISOString(),
      }));
    },

    async preferences(caller: Principal): Promise<NotificationPreference[]> {
      return listPreferences(caller);
    },

    async setPreference(
      caller: Principal,
      preference: NotificationPreference,
    ): Promise<NotificationPreference[]> {
      if (preference.kind === "security" && preference.channel !== "email") {
        throw fieldError("channel", t("notifications.securityMailStaysOn"));
      }
      if (preference.kind === "security" && (preference.push || preference.text)) {
        throw fieldError("channel", t("notifications.securityMailStaysOn"));
      }
      // Turned on only where it can arrive: a subscribed device, a verified number.
      if (preference.push && !(await extra.canPush(db, caller.userId))) {
        throw fieldError("push", t("channels.pushNotSubscribed"));
      }
      if (preference.text && !(await extra.canText(db, caller.userId))) {
        throw fieldError("text", t("channels.phoneNotVerified"));
      }
      // A kind that never reaches the caller is still kept (an older client may set it): harmless.
      await preferencesRepository.set(db, caller.userId, preference.kind, preference, clock.now());
      return listPreferences(caller);
    },

    /** The one-click link of a reminder mail: that kind goes to the app only; each link works once. */
    async unsubscribe(token: string): Promise<{ kind: NotificationKind }> {
      const claims = readUnsubscribeToken(unsubscribeSecret, token);
      if (!claims || claims.kind === "security") {
        throw new AppError("BAD_REQUEST", t("notifications.unsubscribeLinkInvalid"));
      }
      await db.transaction(async (tx) => {
        if (!(await preferencesRepository.useToken(tx, claims.id, clock.now()))) {
          throw new AppError("CONFLICT", t("notifications.unsubscribeLinkUsed"));
        }
        // A person removed since has nothing to change.
        const people = await peopleRecords.contacts(tx, [claims.userId]);
        if (people.length === 0) throw new AppError("BAD_REQUEST", t("notifications.unsubscribeLinkInvalid"));
        await preferencesRepository.set(tx, claims.userId, claims.kind, { channel: "in-app" }, clock.now());
      });
      return { kind: claims.kind };
    },

    async markAllRead(caller: Principal): Promise<void> {
      await notificationsRepository.markAllRead(db, caller.userId);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
