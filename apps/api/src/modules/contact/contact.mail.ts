import { t } from "@taxlane/contract/i18n";
import type { MailMessage } from "../../plugins/mail/mailer";
import { plainMail } from "../../plugins/mail/plain-mail";

export interface InboundDetails {
  fullName: string;
  organizationName?: string | undefined;
  email: string;
  phone?: string | undefined;
  message?: string | undefined;
}

function detailLines(details: InboundDetails): string[] {
  return [
    `From: ${details.fullName} <${details.email}>`,
    `Organization: ${details.organizationName ?? "–"}`,
    `Phone: ${details.phone ?? "–"}`,
    details.message ? `Message:\n${details.message}` : t("contact.noMessage"),
  ];
}

/** A name as people write theirs: letters, spaces, apostrophes, periods and hyphens, four words at most. */
const plainName = /^(?=.{1,40}$)[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+){0,3}$/u;

/**
 * The receipt's greeting. A receipt goes to whatever address the form was given, so it repeats the
 * typed name only when it reads as a name: a "name" holding a link or a sentence would turn our mail
 * into someone else's message to a stranger.
 */
const greeting = (fullName: string) => {
  const name = fullName.trim().replace(/\s+/g, " ");
  return plainName.test(name) ? t("contact.greetingByName", { name }) : t("contact.greeting");
};

/** What the contact and book-a-demo forms send: one mail to the team, one receipt to the sender. */
export const contactMail = {
  toSupport: (supportEmail: string, topic: "contact" | "demo", details: InboundDetails): MailMessage => ({
    ...plainMail(
      supportEmail,
      topic === "demo"
        ? t("contact.demoRequestSubject", { name: details.fullName })
        : t("contact.contactSubject", { name: details.fullName }),
      detailLines(details),
    ),
    replyTo: details.email,
  }),

  contactReceipt: (details: InboundDetails): MailMessage =>
    plainMail(details.email, t("contact.contactReceiptSubject"), [
      greeting(details.fullName),
      t("contact.contactReceiptText"),
      t("contact.contactReceiptSafety"),
    ]),

  demoReceipt: (details: InboundDetails): MailMessage =>
    plainMail(details.email, t("contact.demoReceiptSubject"), [
      greeting(details.fullName),
      t("contact.demoReceiptText"),
      t("contact.demoReceiptTrial"),
    ]),
};
