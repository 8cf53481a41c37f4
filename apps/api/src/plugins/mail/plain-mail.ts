import { type Language, t } from "@taxlane/contract/i18n";
import { inLanguage } from "../../lib/language-scope";
import type { MailMessage } from "./mailer";

/** Whom a mail is for: the address, and the language its words are written in. */
export interface MailRecipient {
  email: string;
  language: Language;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Escaped text with its web addresses as links, so mail readers show them clickable. */
const htmlParagraph = (text: string) =>
  escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, "<br>");

/** A message in the product's one mail style: plain text first, with a simple HTML twin. */
export function plainMail(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join("\n\n")}\n\n${t("notifications.mailSignature")}\n`,
    html: `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#0b1f33">${paragraphs
      .map((paragraph) => `<p>${htmlParagraph(paragraph)}</p>`)
      .join("")}<p>${escapeHtml(t("notifications.mailSignature"))}</p></div>`,
  };
}

/**
 * A plain mail to `to` in their language: the subject and paragraphs `compose` answers, and the
 * signature, are written inside its scope, so every `t` there speaks it whoever's request is sending.
 */
export function plainMailTo(
  to: MailRecipient,
  compose: () => [subject: string, paragraphs: string[]],
): MailMessage {
  return inLanguage(to.language, () => plainMail(to.email, ...compose()));
}
