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
    details.message ? `Message:\n${details.message}` : "No message.",
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
  return plainName.test(name) ? `Hi ${name},` : "Hello,";
};

/** What the contact and book-a-demo forms send: one mail to the team, one receipt to the sender. */
export const contactMail = {
  toSupport: (supportEmail: string, topic: "contact" | "demo", details: InboundDetails): MailMessage => ({
    ...plainMail(
      supportEmail,
      topic === "demo" ? `Demo request from ${details.fullName}` : `Contact form: ${details.fullName}`,
      detailLines(details),
    ),
    replyTo: details.email,
  }),

  contactReceipt: (details: InboundDetails): MailMessage =>
    plainMail(details.email, "We received your message", [
      greeting(details.fullName),
      "Thanks for writing to Taxlane. We read every message and answer within one business day (Monday to Friday 8am-5pm Pacific).",
      "For your safety, please never send a Social Security number or bank details by e-mail.",
    ]),

  demoReceipt: (details: InboundDetails): MailMessage =>
    plainMail(details.email, "Your Taxlane demo request", [
      greeting(details.fullName),
      "Thanks for booking a demo of Taxlane for tax professionals. We'll reply within one business day to agree on a time that suits you.",
      "In the meantime you can start your 30-day free trial at any time.",
    ]),
};
