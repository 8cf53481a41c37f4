import { t } from "@taxlane/contract/i18n";
import type { MailMessage } from "./mailer";

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
