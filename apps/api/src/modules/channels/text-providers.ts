import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { DevText } from "@taxlane/contract";
import type { Clock } from "../../lib/clock";
import { makePrivateDir, writePrivateFile } from "../../lib/private-files";

/** Where texts go: Twilio in production, the local outbox (`$DATA_DIR/sms`) on a machine without it. */
export interface TextProvider {
  send(to: string, body: string): Promise<void>;
}

const idPattern = /^[0-9TZ-]+-[0-9a-f]{8}$/;

/** The local outbox: one JSON file per text, read by the dev mailbox page on this machine only. */
export function createLocalTextOutbox(folder: string, clock: Clock) {
  return {
    async send(to: string, body: string): Promise<void> {
      await makePrivateDir(folder);
      const date = clock.now();
      const id = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
      await writePrivateFile(
        path.join(folder, `${id}.json`),
        JSON.stringify({ to, body, date: date.toISOString() }),
      );
    },

    async list(): Promise<DevText[]> {
      const names = await readdir(folder).catch(() => []);
      const ids = names
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
        .filter((id) => idPattern.test(id))
        .sort()
        .reverse()
        .slice(0, 100);
      return Promise.all(
        ids.map(async (id) => {
          const kept = JSON.parse(await readFile(path.join(folder, `${id}.json`), "utf8")) as Omit<
            DevText,
            "id"
          >;
          return { id, to: String(kept.to), body: String(kept.body), date: String(kept.date) };
        }),
      );
    },
  };
}

/** Twilio's kept client, pointed at `apiUrl` when given (a test's local fake). */
export async function createTwilioText(settings: {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string | undefined;
}): Promise<TextProvider> {
  // Loaded on first use: a server without Twilio never pays for the library.
  const { default: twilio } = await import("twilio");
  const client = twilio(settings.accountSid, settings.authToken, { autoRetry: false });
  if (settings.apiUrl) client.api.baseUrl = settings.apiUrl;
  return {
    async send(to, body) {
      await client.messages.create({ to, from: settings.from, body });
    },
  };
}
