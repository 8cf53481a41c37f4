import { t } from "@taxlane/contract/i18n";
import type { MailMessage } from "../../plugins/mail/mailer";
import { type MailRecipient, plainMailTo } from "../../plugins/mail/plain-mail";

export interface InboundDetails {
  fullName: string;
  organizationName?: string | undefined;
  email: string;
  phone?: string | undefined;
  message?: string | undefined;
}

function detailLines(details: InboundDetails): string[] {
  return [
    t("contact.inboundFrom", { name: details.fullName, email: details.email }),
    t("contact.inboundOrganization", { organization: details.organizationName ?? "–" }),
    t("contact.inboundPhone", { phone: details.phone ?? "–" }),
    details.message ? t("contact.inboundMessage", { message: details.message }) : t("contact.noMessage"),
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

/**
 * What the contact and book-a-demo forms send: one mail to the team (in English, the team's language),
 * one receipt to the sender in theirs.
 */
export const contactMail = {
  toSupport: (supportEmail: string, topic: "contact" | "demo", details: InboundDetails): MailMessage => ({
    ...plainMailTo({ email: supportEmail, language: "en" }, () => [
      topic === "demo"
        ? t("contact.demoRequestSubject", { name: details.fullName })
        : t("contact.contactSubject", { name: details.fullName }),
      detailLines(details),
    ]),
    replyTo: details.email,
  }),

  contactReceipt: (to: MailRecipient, details: InboundDetails): MailMessage =>
    plainMailTo(to, () => [
      t("contact.contactReceiptSubject"),
      [greeting(details.fullName), t("contact.contactReceiptText"), t("contact.contactReceiptSafety")],
    ]),

  demoReceipt: (to: MailRecipient, details: InboundDetails): MailMessage =>
    plainMailTo(to, () => [
      t("contact.demoReceiptSubject"),
      [greeting(details.fullName), t("contact.demoReceiptText"), t("contact.demoReceiptTrial")],
    ]),
};
