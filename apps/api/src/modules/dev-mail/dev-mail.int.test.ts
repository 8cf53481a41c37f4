import { afterAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../test/smtp-sink";
import { createTestApp } from "../../../test/test-app";
import { openDatabase } from "../../db/client";
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

  it("answers only calls made on this machine to this machine, as if absent to any other", async () => {
    await app.services.mailer.send({ to: "someone@example.test", subject: "Code", text: "123456" });
    const local = { host: "localhost:3000" };
    const read = (options: { headers?: Record<string, string>; remoteAddress?: string }) =>
      app.inject({ method: "GET", url: "/api/dev/mail", ...options });
    expect((await read({ headers: local, remoteAddress: "127.0.0.1" })).statusCode).toBe(200);
    expect((await read({ headers: { host: "[::1]:3000" }, remoteAddress: "::1" })).statusCode).toBe(200);
    const absent = await app.inject({ method: "GET", url: "/api/dev/nothing" });
    const refusals = [
      await read({ headers: local, remoteAddress: "203.0.113.7" }),
      await read({ headers: { ...local, "x-forwarded-for": "127.0.0.1" }, remoteAddress: "127.0.0.1" }),
      await read({ headers: { ...local, forwarded: "for=127.0.0.1" }, remoteAddress: "127.0.0.1" }),
      await read({ headers: { ...local, "x-real-ip": "127.0.0.1" }, remoteAddress: "127.0.0.1" }),
      await read({ headers: { host: "evil.example" }, remoteAddress: "127.0.0.1" }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe(absent.json().code);
      expect(refused.body).not.toContain("someone@example.test");
    }
    const one = (await read({ headers: local })).json()[0];
    const elsewhere = await app.inject({
      method: "GET",
      url: `/api/dev/mail/${one.id}`,
      headers: local,
      remoteAddress: "203.0.113.7",
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("whether the mailbox exists", async () => {
  // Production configs are not private: they get a database of their own (see test-app.ts).
  const database = await openDatabase({ kind: "pglite", dir: undefined });
  afterAll(() => database.close());
  const status = async (environment: Record<string, string>) => {
    const { app } = await createTestApp(environment, { database });
    return (await app.inject({ method: "GET", url: "/api/dev/mail" })).statusCode;
  };

  it("is off in production unless DEV_MAILBOX=true asks for it", async () => {
    expect(await status({ NODE_ENV: "production" })).toBe(404);
    expect(await status({ NODE_ENV: "production", DEV_MAILBOX: "true" })).toBe(200);
    expect(await status({ NODE_ENV: "development", DEV_MAILBOX: "false" })).toBe(404);
  });

  it("never exists with an SMTP server, even with DEV_MAILBOX=true", async () => {
    const sink = await startSmtpSink();
    expect(await status({ SMTP_URL: sink.url })).toBe(404);
    expect(await status({ SMTP_URL: sink.url, DEV_MAILBOX: "true" })).toBe(404);
    await sink.close();
  });
});
