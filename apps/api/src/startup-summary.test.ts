import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { startupSummary } from "./startup-summary";

const dataDir = path.resolve("/srv/taxlane");
const config = (environment: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, ...environment });

describe("the start summary", () => {
  it("tells a local trial where to open it, read its codes and find the demo sign-ins", () => {
    const lines = startupSummary(config(), "http://127.0.0.1:3000", { kind: "published" });
    expect(lines).toEqual([
      "Taxlane is running: open http://localhost:3000",
      "Codes and other e-mail arrive in the dev mailbox: http://localhost:3000/dev/mail (from this machine only).",
      'Demo sign-ins: README, section "Demo sign-ins", with the password published there.',
    ]);
  });

  it("says mail goes through SMTP when it does, even with DEV_MAILBOX=true", () => {
    const lines = startupSummary(
      config({ SMTP_URL: "smtp://mail.example:25", DEV_MAILBOX: "true" }),
      "http://127.0.0.1:3000",
      { kind: "none" },
    );
    expect(lines).toEqual([
      "Taxlane is running: open http://localhost:3000",
      "Codes and other e-mail go through the SMTP server in SMTP_URL.",
    ]);
  });

  it("on a production server, says where the mail files are and gives the generated demo password", () => {
    const file = path.join(dataDir, "keys", "demo-password");
    const lines = startupSummary(
      config({ NODE_ENV: "production", HOST: "0.0.0.0", PUBLIC_URL: "https://tax.example" }),
      "http://0.0.0.0:3000",
      { kind: "generated", password: "abcdefghijklmnopqrstuvwx", file, rotated: 3 },
    );
    expect(lines).toEqual([
      "Taxlane is running: open http://localhost:3000",
      "Other machines reach it at https://tax.example (PUBLIC_URL; links in e-mails use it).",
      `Mailbox off: e-mail is written as .eml files to ${path.join(dataDir, "mail")}; set DEV_MAILBOX=true to read them at /dev/mail from this machine.`,
      'Demo sign-ins: README, section "Demo sign-ins". This server is not private, so their password is:',
      "  abcdefghijklmnopqrstuvwx",
      `  (kept in ${file}; 3 demo accounts moved to it now)`,
    ]);
  });

  it("opens the address it listens at when that is one interface", () => {
    const lines = startupSummary(config({ HOST: "192.168.1.4" }), "http://192.168.1.4:8080", {
      kind: "generated",
      password: "abcdefghijklmnopqrstuvwx",
      file: "/k/demo-password",
      rotated: 0,
    });
    expect(lines[0]).toBe("Taxlane is running: open http://192.168.1.4:8080");
    expect(lines.at(-1)).toBe("  (kept in /k/demo-password)");
  });
});
