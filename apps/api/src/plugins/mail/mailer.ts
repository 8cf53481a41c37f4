import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Clock } from "../../lib/clock";
import { makePrivateDir, writePrivateFile } from "../../lib/private-files";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** An iCalendar invitation or cancellation, sent as the message's `text/calendar` part. */
  icalEvent?: { method: string; filename: string; content: string };
  /** Extra headers (a reminder's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  readonly delivery: "smtp" | "files";
  close(): void;
}

export interface MailerOptions {
  from: string;
  smtpUrl: string | undefined;
  /** `$DATA_DIR/mail`: where messages go as `.eml` files when there is no SMTP server. */
  folder: string;
  clock: Clock;
}

/**
 * The one mailer. With `SMTP_URL` it sends through that server; without it every message is
 * written as an `.eml` file, so a person trying the product (or a test) can read it.
 */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer loads with the first message, not with the server; one transport serves every message.
  const { smtpUrl } = options;
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    ));
  const close = () => void transport?.then((open) => open.close());
  if (smtpUrl) {
    return {
      delivery: "smtp",
      async send(message) {
        const info = await (await opened()).sendMail({ from: options.from, ...message });
        return { messageId: String(info.messageId) };
      },
      close,
    };
  }
  let sequence = 0;
  return {
    delivery: "files",
    async send(message) {
      const info = await (await opened()).sendMail({
        from: options.from,
        date: options.clock.now(),
        ...message,
      });
      await makePrivateDir(options.folder);
      // Sortable by time and then by order of sending, then unique: the dev mailbox lists the
      // newest first by name.
      const stamp = options.clock.now().toISOString().replace(/[:.]/g, "-");
      sequence = (sequence + 1) % 1_000_000;
      const order = String(sequence).padStart(6, "0");
      const file = path.join(options.folder, `${stamp}-${order}-${randomBytes(4).toString("hex")}.eml`);
      await writePrivateFile(file, info.message as Buffer);
      return { messageId: String(info.messageId), file };
    },
    close,
  };
}
