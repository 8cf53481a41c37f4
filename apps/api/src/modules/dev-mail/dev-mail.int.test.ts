import { describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../test/smtp-sink";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

describe("the dev mailbox", async () => {
  const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
  const { app } = await createTestApp({}, { clock });

  it("lists the written messages newest first and shows one", async () => {
    await app.services.mailer.send({ to: "first@example.test", subject: "First", text: "One" });
    clock.advance(1000);
    await app.services.mailer.send({
      to: "second@example.test",
      subject: "Second",
      text: "Two <b>plain</b>",
    });
    const list = await app.inject({ method: "GET", url: "/api/dev/mail" });
    expect(list.statusCode).toBe(200);
    const [newest, older] = list.json();
    expect(newest).toMatchObject({
      to: "second@example.test",
      subject: "Second",
      date: "2026-06-01T12:00:01.000Z",
    });
    expect(older).toMatchObject({ to: "first@example.test", subject: "First" });
    const message = await app.inject({ method: "GET", url: `/api/dev/mail/${newest.id}` });
    expect(message.json()).toMatchObject({
      subject: "Second",
      text: expect.stringContaining("Two <b>plain</b>"),
    });
  });

  it("finds nothing outside its folder", async () => {
    for (const id of ["..%2F..%2Fkeys%2Fjwt", "2026-01-01T00-00-00-000Z-00000000"]) {
      expect((await app.inject({ method: "GET", url: `/api/dev/mail/${id}` })).statusCode).toBe(404);
    }
  });
});

describe("with an SMTP server", async () => {
  const sink = await startSmtpSink();
  const { app } = await createTestApp({ SMTP_URL: sink.url });

  it("has no dev mailbox", async () => {
    expect((await app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(404);
    await sink.close();
  });
});
