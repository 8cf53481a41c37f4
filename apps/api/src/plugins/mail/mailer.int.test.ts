import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../test/smtp-sink";
import { fixedClock } from "../../lib/clock";
import { createMailer } from "./mailer";

const message = {
  to: "dana@example.test",
  subject: "Your Taxlane code",
  text: "Your code is 123456. It is valid for 10 minutes.",
};

describe("the mailer", () => {
  it("writes each message as an .eml file when no SMTP server is set", async () => {
    const folder = path.join(await mkdtemp(path.join(tmpdir(), "taxlane-mail-")), "mail");
    const mailer = createMailer({
      from: "Taxlane <no-reply@taxlane.app>",
      smtpUrl: undefined,
      folder,
      clock: fixedClock(new Date("2026-02-01T10:00:00Z")),
    });
    expect(mailer.delivery).toBe("files");
    const sent = await mailer.send(message);
    expect(sent.file?.startsWith(folder)).toBe(true);
    expect(path.basename(sent.file ?? "")).toMatch(/^2026-02-01T10-00-00-000Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const eml = await readFile(sent.file ?? "", "utf8");
    expect(eml).toContain("To: dana@example.test");
    expect(eml).toContain("Subject: Your Taxlane code");
    expect(eml).toContain("From: Taxlane <no-reply@taxlane.app>");
    expect(eml).toContain("Your code is 123456");
    mailer.close();
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const sink = await startSmtpSink();
    const folder = path.join(await mkdtemp(path.join(tmpdir(), "taxlane-mail-")), "mail");
    const mailer = createMailer({
      from: "Taxlane <no-reply@taxlane.app>",
      smtpUrl: sink.url,
      folder,
      clock: fixedClock(new Date()),
    });
    expect(mailer.delivery).toBe("smtp");
    const sent = await mailer.send(message);
    expect(sent.file).toBeUndefined();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(["<dana@example.test>"]);
    expect(sink.received[0]?.data).toContain("Your code is 123456");
    mailer.close();
    await sink.close();
  });
});
