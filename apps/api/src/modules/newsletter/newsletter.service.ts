import type { NewsletterSubscription } from "@taxlane/contract";
import { type Language, t } from "@taxlane/contract/i18n";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { hashLinkToken, newLinkToken } from "../../lib/tokens";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { plainMailTo } from "../../plugins/mail/plain-mail";
import { type NewsletterRow, newsletterRepository } from "./newsletter.repository";

/** `jane@example.com` → `j***@example.com`: enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const view = (row: NewsletterRow): NewsletterSubscription => ({
  email: maskEmail(row.email),
  subscribed: row.unsubscribedAt === null,
});

export interface NewsletterDeps {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  publicUrl: string;
}

/** The newsletter: idempotent sign-up with a welcome mail, and unsubscribe by the link in it. */
export function createNewsletterService({ db, clock, mail, publicUrl }: NewsletterDeps) {
  const linkNotValid = () => notFound(t("contact.newsletterUnsubscribeInvalid"));

  async function rowOfToken(token: string): Promise<NewsletterRow> {
    const row = await newsletterRepository.findByTokenHash(db, hashLinkToken(token));
    if (!row) throw linkNotValid();
    return row;
  }

  return {
    /** `language`: the asking page's; the welcome is written in it (the address has no account to say). */
    async subscribe(email: string, language: Language): Promise<NewsletterSubscription> {
      const token = newLinkToken();
      await db.transaction(async (tx) => {
        const outcome = await newsletterRepository.subscribe(tx, {
          email,
          unsubscribeTokenHash: hashLinkToken(token),
          subscribedAt: clock.now(),
        });
        if (outcome !== "subscribed") return;
        const link = `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
        await mail.enqueue(
          tx,
          plainMailTo({ email, language }, () => [
            t("contact.newsletterWelcomeSubject"),
            [t("contact.newsletterWelcomeText"), t("contact.newsletterUnsubscribe", { link })],
          ]),
        );
      });
      return { email: maskEmail(email), subscribed: true };
    },

    async get(token: string): Promise<NewsletterSubscription> {
      return view(await rowOfToken(token));
    },

    async unsubscribe(token: string): Promise<NewsletterSubscription> {
      const row = await rowOfToken(token);
      await newsletterRepository.unsubscribe(db, row.id, clock.now());
      return { email: maskEmail(row.email), subscribed: false };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
