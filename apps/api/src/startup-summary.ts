import path from "node:path";
import type { AppConfig } from "./config";
import { isLoopbackHost } from "./lib/loopback";
import { devMailboxEnabled } from "./modules/dev-mail";
import type { DemoPasswordOutcome } from "./modules/identity";

type SummaryConfig = Pick<AppConfig, "host" | "publicUrl" | "smtpUrl" | "devMailbox" | "env" | "dataDir">;

const wildcardHosts = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * What a person who just ran `npm start` needs, printed once listening and ending in one line:
 * where to open the product, where sign-up and sign-in codes arrive, and where the demo sign-ins
 * are listed. Details that need more room (another machine's address, a generated demo password)
 * come before that line. `address` is the one the server listens at (`http://127.0.0.1:3000`).
 */
export function startupSummary(config: SummaryConfig, address: string, demo: DemoPasswordOutcome): string[] {
  const listening = new URL(address);
  const local = isLoopbackHost(config.host) || wildcardHosts.has(config.host);
  const here = local ? `http://localhost:${listening.port}` : listening.origin;
  const details: string[] = [];
  if (!isLoopbackHost(config.host)) {
    details.push(`Other machines reach it at ${config.publicUrl} (PUBLIC_URL; links in e-mails use it).`);
  }
  let codes: string;
  if (config.smtpUrl !== undefined) {
    codes = "codes go out through SMTP_URL";
  } else if (devMailboxEnabled(config)) {
    codes = `codes arrive at ${here}/dev/mail (this machine only)`;
  } else {
    codes = `codes are written as .eml files to ${path.join(config.dataDir, "mail")} (DEV_MAILBOX=true shows them at /dev/mail)`;
  }
  let demoSignIns = 'demo sign-ins are listed in README.md, "Demo sign-ins"';
  if (demo.kind === "generated") {
    details.push(
      `This server is not private, so the demo accounts' password is ${demo.password}`,
      `  (kept in ${demo.file}${demo.rotated > 0 ? `; ${demo.rotated} demo accounts moved to it now` : ""})`,
    );
    demoSignIns += " (password above)";
  } else if (demo.kind === "none") {
    demoSignIns = "no demo sign-ins on this database";
  }
  return [...details, `Taxlane is running: open ${here} · ${codes} · ${demoSignIns}`];
}
