import { describe, expect, it, vi } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";
import { sessionLifetimeSeconds } from "./sessions.service";

describe("sessions", async () => {
  const clock = fixedClock(new Date("2026-03-01T09:00:00Z"));
  const { app, dataDir } = await createTestApp({}, { clock });
  const { sessions } = app.services;

  it("resolves a token to its open session", async () => {
    const person = await createSignedInUser(app, 2);
    expect(await sessions.resolve(person.token)).toEqual({
      sessionId: person.sessionId,
      userId: person.id,
      roleId: 2,
      factor: "password",
      secondFactorDueAt: null,
    });
  });

  it("puts exp in the token, as clients read it", async () => {
    const person = await createSignedInUser(app);
    const payload = JSON.parse(Buffer.from(person.token.split(".")[1] ?? "", "base64url").toString("utf8"));
    expect(payload.exp - payload.iat).toBe(sessionLifetimeSeconds);
    expect(payload.sid).toBe(person.sessionId);
  });

  it("ends a session at once", async () => {
    const person = await createSignedInUser(app);
    await sessions.end(person.sessionId);
    expect(await sessions.resolve(person.token)).toBeNull();
  });

  it("ends a session at once when calls have already checked it", async () => {
    const person = await createSignedInUser(app);
    expect(await sessions.resolve(person.token)).not.toBeNull();
    expect(await sessions.resolve(person.token)).not.toBeNull();
    await sessions.end(person.sessionId);
    expect(await sessions.resolve(person.token)).toBeNull();

    const other = await createSignedInUser(app);
    const second = await sessions.open({ id: other.id, roleId: other.roleId }, { factor: "password" });
    expect(await sessions.resolve(other.token)).not.toBeNull();
    expect(await sessions.resolve(second.token)).not.toBeNull();
    await app.services.db.transaction((tx) => sessions.endAllForUser(other.id, second.sessionId, tx));
    expect(await sessions.resolve(other.token)).toBeNull();
    expect(await sessions.resolve(second.token)).not.toBeNull();
  });

  it("ends a session in another process on the same database once the ending commits", async () => {
    // A second app on the same database and keys: another API process behind the same port.
    const { app: other } = await createTestApp({}, { clock, dataDir });
    const person = await createSignedInUser(app);
    expect(await other.services.sessions.resolve(person.token)).not.toBeNull();
    await sessions.end(person.sessionId);
    await vi.waitFor(async () => expect(await other.services.sessions.resolve(person.token)).toBeNull());
  });

  it("refuses an expired or altered token", async () => {
    const person = await createSignedInUser(app);
    const [head, payload, signature] = person.token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 3 })).toString("base64url");
    expect(await sessions.resolve(`${head}.${raised}.${signature}`)).toBeNull();
    expect(await sessions.resolve("not.a.token")).toBeNull();
    clock.advance((sessionLifetimeSeconds + 1) * 1000);
    expect(await sessions.resolve(person.token)).toBeNull();
  });
});
