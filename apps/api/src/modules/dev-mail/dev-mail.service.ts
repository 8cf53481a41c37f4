import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { DevMailMessage, DevMailSummary } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { AddressObject } from "mailparser";
import { notFound } from "../../lib/app-error";

const idPattern = /^[0-9TZ-]+-[0-9a-f]{8}$/;
const listLimit = 100;

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(", ");
}

/**
 * The mailbox a person trying the product reads their codes in, while no SMTP server is set:
 * the `.eml` files the mailer wrote, newest first.
 */
export function createDevMailService(folder: string) {
  async function parse(id: string): Promise<DevMailMessage> {
    // Loaded on first use: most servers never open the mailbox, and every start would pay for it.
    const { simpleParser } = await import("mailparser");
    const parsed = await simpleParser(await readFile(path.join(folder, `${id}.eml`)));
    return {
      id,
      to: addresses(parsed.to),
      subject: parsed.subject ?? "",
      date: (parsed.date ?? new Date(0)).toISOString(),
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : null,
    };
  }

  return {
    async list(): Promise<DevMailSummary[]> {
      const names = await readdir(folder).catch(() => []);
      const ids = names
        .filter((name) => name.endsWith(".eml"))
        .map((name) => name.slice(0, -4))
        .filter((id) => idPattern.test(id))
        .sort()
        .reverse()
        .slice(0, listLimit);
      const messages = await Promise.all(ids.map(parse));
      return messages.map(({ id, to, subject, date }) => ({ id, to, subject, date }));
    },

    async read(id: string): Promise<DevMailMessage> {
      if (!idPattern.test(id)) throw notFound(t("errors.noSuchMail"));
      return parse(id).catch(() => {
        throw notFound(t("errors.noSuchMail"));
      });
    },
  };
}
