import path from "node:path";
import type { AppConfig } from "./config";
import { isLoopbackHost } from "./lib/loopback";
import { devMailboxEnabled } from "./modules/dev-mail/dev-mail.access";
import type { DemoPasswordOutcome } from "./modules/identity/demo-password.service";

type SummaryConfig = Pick<AppConfig, "host" | "publicUrl" | "smtpUrl" | "devMailbox" | "env" | "dataDir">;

const wildcardHosts = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * What a person who just ran `npm start` needs, printed once listening: where to open the
 * product, where sign-up and sign-in codes arrive, and how to sign in to the demo accounts.
 * `address` is the one the server listens at (`http://127.0.0.1:3000`).
 */
export function startupSummary(config: SummaryConfig, address: string, demo: DemoPasswordOutcome): string[] {
  const listening = new URL(address);
  const local = isLoopbackHost(config.host) || wildcardHosts.has(config.host);
  const here = local ? `http://localhost:${listening.port}` : listening.origin;
  const lines = [`Taxlane is running: open ${here}`];
  if (!isLoopbackHost(config.host)) {
    lines.push(`Other machines reach it at ${config.publicUrl} (PUBLIC_URL; links in e-mails use it).`);
  }
  if (config.smtpUrl !== undefined) {
    lines.push("Codes and other e-mail go through the SMTP server in SMTP_URL.");
  } else if (devMailboxEnabled(config)) {
    lines.push(
      `Codes and other e-mail arrive in the dev mailbox: ${here}/dev/mail (from this machine only).`,
    );
  } else {
    lines.push(
      `Mailbox off: e-mail is written as .eml files to ${path.join(config.dataDir, "mail")}; ` +
        "set DEV_MAILBOX=true to read them at /dev/mail from this machine.",
    );
  }
  if (demo.kind === "published") {
    lines.push('Demo sign-ins: README, section "Demo sign-ins", with the password published there.');
  } else if (demo.kind === "generated") {
    lines.push(
      'Demo sign-ins: README, section "Demo sign-ins". This server is not private, so their password is:',
      `  ${demo.password}`,
      `  (kept in ${demo.file}${demo.rotated > 0 ? `; ${demo.rotated} demo accounts moved to it now` : ""})`,
    );
  }
  return lines;
}
