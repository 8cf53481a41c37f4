import type { APIRequestContext } from "@playwright/test";

/** The dev mailbox's shapes (GET /api/dev/mail, GET /api/dev/mail/:id). */
export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface MailMessage extends MailSummary {
  text: string;
  html: string | null;
}

const sameAddress = (to: string, address: string) => to.toLowerCase().includes(address.toLowerCase());

/** The messages to `address`, newest first. */
export async function mailTo(request: APIRequestContext, address: string): Promise<MailSummary[]> {
  const response = await request.get("/api/dev/mail");
  if (!response.ok()) throw new Error(`GET /api/dev/mail answered ${response.status()}`);
  const list = (await response.json()) as MailSummary[];
  return list.filter((mail) => sameAddress(mail.to, address));
}

export async function readMail(request: APIRequestContext, id: string): Promise<MailMessage> {
  const response = await request.get(`/api/dev/mail/${encodeURIComponent(id)}`);
  if (!response.ok()) throw new Error(`GET /api/dev/mail/${id} answered ${response.status()}`);
  return (await response.json()) as MailMessage;
}

export interface WaitForMailOptions {
  /** Only a message whose subject matches. */
  subject?: RegExp;
  /** Ids of messages already there before the action that sends the awaited one. */
  seen?: readonly string[];
  timeoutMs?: number;
}

/** The newest message to `address` that matches and was not seen before, once it has arrived. */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  { subject, seen = [], timeoutMs = 15_000 }: WaitForMailOptions = {},
): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailTo(request, address)).find(
      (mail) => !seen.includes(mail.id) && (subject === undefined || subject.test(mail.subject)),
    );
    if (found) return readMail(request, found.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new e-mail to ${address}${subject ? ` matching ${subject}` : ""} in ${timeoutMs} ms`);
}

/** The ids of the messages to `address` now, to tell the next one apart. */
export async function seenMail(request: APIRequestContext, address: string): Promise<string[]> {
  return (await mailTo(request, address)).map((mail) => mail.id);
}

/** The 6-digit code in a message's text. */
export function codeIn(mail: Pick<MailMessage, "text">): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (code === undefined) throw new Error(`No 6-digit code in:\n${mail.text}`);
  return code;
}

/** The password-reset link in a message's text. */
export function resetLinkIn(mail: Pick<MailMessage, "text">): string {
  const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
  if (link === undefined) throw new Error(`No reset link in:\n${mail.text}`);
  return link;
}

/** A different 6-digit code: the last digit moved on by one. */
export function wrongCode(code: string): string {
  return `${code.slice(0, 5)}${(Number(code.slice(5)) + 1) % 10}`;
}
