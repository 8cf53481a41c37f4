import { describe, expect, it } from "vitest";
import { createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";
import { sessionLifetimeSeconds } from "./sessions.service";

describe("sessions", async () => {
  const clock = fixedClock(new Date("2026-03-01T09:00:00Z"));
  const { app } = await createTestApp({}, { clock });
  const { sessions } = app.services;

  it("resolves a token to its open session", async () => {
    const person = await createSignedInUser(app, 2);
    expect(await sessions.resolve(person.token)).toEqual({
      sessionId: person.sessionId,
      userId: person.id,
      roleId: 2,
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
