import { notificationHref } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { inLanguage } from "../../lib/language-scope";
import { defineJob } from "../../plugins/jobs/job-definition";
import type { JobQueue } from "../../plugins/jobs/job-queue";
import { peopleRecords } from "../identity";
import { type ChannelNotice, channelTitle } from "./channel-notice";
import { providerFailure } from "./provider-failure";
import { textSendAfter } from "./quiet-hours";
import type { TextProvider } from "./text-providers";
import { textsRepository } from "./texts.repository";
import { validTwilioSignature } from "./twilio-signature";

/** The keywords carriers and Twilio honour; the first word of the reply decides. */
const stopWords = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const startWords = new Set(["START", "YES", "UNSTOP", "OPTIN"]);
const helpWords = new Set(["HELP", "INFO"]);

const retryAfterMs = 5 * 60_000;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** TwiML's answer: one reply text, or none. */
export const twiml = (reply: string | null) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${reply === null ? "" : `<Message>${escapeXml(reply)}</Message>`}</Response>`;

/**
 * Texts: queued with the notice that causes them, held through the person's quiet hours, never sent
 * to a number that said STOP (checked again at sending), and the inbound STOP/START/HELP.
 */
export function createTextsService(deps: {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
  instance: string;
  provider: TextProvider;
  publicUrl: string;
  supportEmail: string;
  /** What inbound webhooks are signed with: Twilio's auth token (or the local one, without Twilio). */
  inboundToken: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, jobs, provider, publicUrl, log } = deps;

  /** Sends what is due now; a failed send waits 5 minutes, a stopped number's text is dropped. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const due = await textsRepository.claimDue(db, now);
      if (due.length === 0) return sent;
      for (const text of due) {
        if (await textsRepository.isStopped(db, text.phone)) {
          await textsRepository.drop(db, text.id, "stopped");
          continue;
        }
        try {
          await provider.send(text.phone, text.body);
          sent += 1;
        } catch (error) {
          // The number stays out of the log: it is personal data, and a provider's message may repeat
          // it ("The 'To' number +1… is not valid"), so only its code and status are kept.
          log.warn({ textId: text.id, ...providerFailure(error) }, "sending a text failed");
          await textsRepository.retryAt(db, text.id, new Date(now.getTime() + retryAfterMs));
        }
      }
    }
  }

  const sendJob = jobs.handle(
    defineJob({
      name: `texts.${deps.instance}`,
      schema: z.object({}),
      handler: async () => {
        await sendDue();
      },
    }),
  );
  // What quiet hours held, and what a failed send put off, goes out on the next pass.
  jobs.every("texts.send-due", 60, async () => {
    await sendDue();
  });

  return {
    sendDue,

    /** Queues a text in the caller's transaction; it goes out once that commits (after `sendAfter`). */
    async queueCode(tx: Executor, userId: number, phone: string, body: string): Promise<void> {
      const now = clock.now();
      await textsRepository.queue(tx, [{ userId, phone, body, createdAt: now, sendAfter: now }]);
      await jobs.send(tx, sendJob, {});
    },

    /** The notices' texts, to each person's verified number, held until their morning if need be. */
    async queue(tx: Executor, notices: ChannelNotice[]): Promise<void> {
      const now = clock.now();
      const people = await peopleRecords.byIds(tx, new Set(notices.map((notice) => notice.userId)));
      const languages = await peopleRecords.languages(tx, people.keys());
      const rows = [];
      for (const notice of notices) {
        const phone = await textsRepository.phoneOf(tx, notice.userId);
        if (!phone?.verifiedAt || (await textsRepository.isStopped(tx, phone.phone))) continue;
        const url = `${publicUrl}${notice.link === null ? "/" : notificationHref(notice.link)}`;
        rows.push({
          userId: notice.userId,
          phone: phone.phone,
          body: inLanguage(languages.get(notice.userId) ?? "en", () =>
            t("channels.textBody", { title: channelTitle(notice.kind), url }),
          ),
          createdAt: now,
          sendAfter: textSendAfter(now, people.get(notice.userId)?.timeZone ?? null),
        });
      }
      await textsRepository.queue(tx, rows);
      if (rows.length > 0) await jobs.send(tx, sendJob, {});
    },

    /**
     * Closing an account: its number goes and so do its texts still waiting. A STOP the number sent
     * stays: it is the number's own answer, whoever gives it to us next.
     */
    async forget(executor: Executor, userId: number): Promise<void> {
      await textsRepository.removePhone(executor, userId);
      await textsRepository.dropUnsentOf(executor, userId, "account-closed");
    },

    async verifiedPhone(executor: Executor, userId: number): Promise<boolean> {
      const phone = await textsRepository.phoneOf(executor, userId);
      return Boolean(phone?.verifiedAt) && !(await textsRepository.isStopped(executor, phone?.phone ?? ""));
    },

    /** Twilio's inbound text: signed with the auth token over the URL it called and the form. */
    async inbound(form: Record<string, string>, signature: string | undefined, url: string): Promise<string> {
      if (!validTwilioSignature(deps.inboundToken, url, form, signature)) {
        throw new AppError("FORBIDDEN", t("channels.badSignature"));
      }
      const from = form.From ?? "";
      const word = (form.Body ?? "").trim().split(/\s+/)[0]?.toUpperCase() ?? "";
      // The reply is in the language of the account that gave the number; English for a stranger's.
      const holder = await textsRepository.holderOf(db, from);
      const language =
        holder === null ? "en" : ((await peopleRecords.languages(db, [holder])).get(holder) ?? "en");
      const reply = (text: () => string) => twiml(inLanguage(language, text));
      if (stopWords.has(word)) {
        await textsRepository.stop(db, from, clock.now());
        return reply(() => t("channels.stopReply"));
      }
      if (startWords.has(word)) {
        await textsRepository.start(db, from);
        return reply(() => t("channels.startReply"));
      }
      if (helpWords.has(word))
        return reply(() => t("channels.helpReply", { supportEmail: deps.supportEmail }));
      return twiml(null);
    },
  };
}

export type TextsService = ReturnType<typeof createTextsService>;
