import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

interface MailSummary {
  id: string;
  to: string;
  subject: string;
}

/** Waits until the mail queued so far has gone out (mail is sent by jobs, after the call answered). */
export function mailSent(app: FastifyInstance): Promise<void> {
  return app.services.jobs.drain([app.services.mail.queue]);
}

/**
 * The newest message to an address (with `subject`, the newest with that subject: a sign-in also
 * mails of a new device, in the same moment), read through the dev mailbox like a person would.
 */
export async function latestMailTo(
  app: FastifyInstance,
  address: string,
  subject?: string,
): Promise<{ subject: string; text: string } | null> {
  await mailSent(app);
  const list = (await app.inject({ method: "GET", url: "/api/dev/mail" })).json<MailSummary[]>();
  const summary = list.find(
    (mail) =>
      mail.to.toLowerCase().includes(address.toLowerCase()) &&
      (subject === undefined || mail.subject === subject),
  );
  if (!summary) return null;
  return (await app.inject({ method: "GET", url: `/api/dev/mail/${summary.id}` })).json();
}

/** The 6-digit code in the newest message to an address. */
export async function latestCodeFor(app: FastifyInstance, address: string): Promise<string> {
  const mail = await latestMailTo(app, address);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${address}`);
  return code;
}

/** The reset link's token in the newest message to an address. */
export async function latestResetTokenFor(app: FastifyInstance, address: string): Promise<string> {
  const mail = await latestMailTo(app, address);
  const token = mail?.text.match(/reset-password\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`No reset link mailed to ${address}`);
  return decodeURIComponent(token);
}

/** The mail queued so far to an address, raw with its headers unfolded (RFC 5322), oldest first. */
export async function rawMailsTo(
  apps: FastifyInstance[],
  dataDir: string,
  address: string,
): Promise<string[]> {
  for (const app of apps) await mailSent(app);
  const folder = path.join(dataDir, "mail");
  const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith(".eml")).sort();
  const raw = await Promise.all(names.map((name) => readFile(path.join(folder, name), "utf8")));
  return raw
    .map((text) => text.replace(/\r?\n[ \t]+/g, " "))
    .filter((text) => text.toLowerCase().includes(address.toLowerCase()));
}
