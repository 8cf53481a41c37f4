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
      'Taxlane is running: open http://localhost:3000 · codes arrive at http://localhost:3000/dev/mail (this machine only) · demo sign-ins are listed in README.md, "Demo sign-ins"',
    ]);
  });

  it("says mail goes through SMTP when it does, even with DEV_MAILBOX=true", () => {
    const lines = startupSummary(
      config({ SMTP_URL: "smtp://mail.example:25", DEV_MAILBOX: "true" }),
      "http://127.0.0.1:3000",
      { kind: "none" },
    );
    expect(lines).toEqual([
      "Taxlane is running: open http://localhost:3000 · codes go out through SMTP_URL · no demo sign-ins on this database",
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
      "Other machines reach it at https://tax.example (PUBLIC_URL; links in e-mails use it).",
      "This server is not private, so the demo accounts' password is abcdefghijklmnopqrstuvwx",
      `  (kept in ${file}; 3 demo accounts moved to it now)`,
      `Taxlane is running: open http://localhost:3000 · codes are written as .eml files to ${path.join(dataDir, "mail")} (DEV_MAILBOX=true shows them at /dev/mail) · demo sign-ins are listed in README.md, "Demo sign-ins" (password above)`,
    ]);
  });

  it("opens the address it listens at when that is one interface", () => {
    const lines = startupSummary(config({ HOST: "192.168.1.4" }), "http://192.168.1.4:8080", {
      kind: "generated",
      password: "abcdefghijklmnopqrstuvwx",
      file: "/k/demo-password",
      rotated: 0,
    });
    expect(lines.at(-2)).toBe("  (kept in /k/demo-password)");
    expect(lines.at(-1)).toMatch(/^Taxlane is running: open http:\/\/192\.168\.1\.4:8080 · /);
  });
});
