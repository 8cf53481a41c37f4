import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passkeyCalls, passwordStepFor, personWithPassword, siteOf } from "../../../test/passkeys";
import { SoftwareAuthenticator } from "../../../test/software-authenticator";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, passkeys, signInChallenges, users } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

describe("signing in with a passkey", async () => {
  const clock = fixedClock(new Date("2026-05-04T09:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const { db, sessions } = app.services;
  const site = siteOf(app);
  const setUp = passkeyCalls(app);

  // Each test signs in from its own address, so one test's failures never make another's wait.
  const network = `10.${randomInt(256)}.${randomInt(256)}`;
  let addresses = 0;
  const ownAddress = () => {
    addresses += 1;
    return `${network}.${addresses}`;
  };
  const fromOwnAddress = () => passkeyCalls(app, ownAddress());

  /** A person of the role with one passkey, the authenticator that holds it. */
  async function withPasskey(roleId = 1, authenticator = new SoftwareAuthenticator()) {
    const person = await personWithPassword(app, roleId);
    await setUp.addPasskey(person, authenticator);
    return { person, authenticator };
  }

  const failuresOf = (userId: number | null) =>
    db
      .select({ detail: auditEntries.detail, subjectUserId: auditEntries.subjectUserId })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "identity.second-step-failed"),
          userId === null ? undefined : eq(auditEntries.subjectUserId, userId),
        ),
      )
      .orderBy(auditEntries.id);

  it("signs in with the passkey alone: a passkey session, the counter and last use kept", async () => {
    const calls = fromOwnAddress();
    const { person, authenticator } = await withPasskey(2);
    const { body } = await calls.signInOptions();
    expect(body.options).toMatchObject({ rpId: site.rpId, userVerification: "required" });
    expect(body.options.allowCredentials).toBeUndefined();
    const response = await calls.signIn(body.challengeId, authenticator.assert(body.options.challenge, site));
    expect(response.statusCode).toBe(200);
    const session = await sessions.resolve(response.json().token);
    expect(session).toMatchObject({ userId: person.id, factor: "passkey" });
    const [stored] = await db.select().from(passkeys).where(eq(passkeys.userId, person.id));
    expect(stored).toMatchObject({ signCount: 2, lastUsedAt: clock.now() });
  });

  it("refuses a passwordless answer whose authenticator did not check the person", async () => {
    const calls = fromOwnAddress();
    const { person, authenticator } = await withPasskey();
    const { body } = await calls.signInOptions();
    const answer = authenticator.assert(body.options.challenge, site, { verified: false });
    const response = await calls.signIn(body.challengeId, answer);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(
      "Your passkey could not be checked. Try again, or choose another way to sign in.",
    );
    expect(await failuresOf(person.id)).toEqual([
      { subjectUserId: person.id, detail: { factor: "passkey", reason: "verification" } },
    ]);
  });

  it("finishes a password sign-in with one of the person's passkeys and spends the password step", async () => {
    const calls = fromOwnAddress();
    const { person, authenticator } = await withPasskey(2);
    const step = await passwordStepFor(app, person.id);
    const { body } = await calls.signInOptions(step);
    expect(body.options).toMatchObject({
      userVerification: "preferred",
      allowCredentials: [{ id: authenticator.id, type: "public-key", transports: ["internal"] }],
    });
    // After a password, a touch of the key is enough.
    const answer = authenticator.assert(body.options.challenge, site, { verified: false });
    const response = await calls.signIn(body.challengeId, answer);
    expect(response.statusCode).toBe(200);
    expect(await sessions.resolve(response.json().token)).toMatchObject({
      userId: person.id,
      factor: "passkey",
    });
    const [spent] = await db.select().from(signInChallenges).where(eq(signInChallenges.id, step));
    expect(spent?.usedAt).toEqual(clock.now());
  });

  it("refuses another person's passkey on a challenge made for someone else, and opens no session", async () => {
    const calls = fromOwnAddress();
    const { person } = await withPasskey(2);
    const { authenticator: strangers } = await withPasskey();
    const step = await passwordStepFor(app, person.id);
    const { body } = await calls.signInOptions(step);
    const response = await calls.signIn(body.challengeId, strangers.assert(body.options.challenge, site));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toMatch(/belongs to another account/);
    expect(await failuresOf(person.id)).toEqual([
      { subjectUserId: person.id, detail: { factor: "passkey", reason: "other-account" } },
    ]);
    const [unspent] = await db.select().from(signInChallenges).where(eq(signInChallenges.id, step));
    expect(unspent?.usedAt).toBeNull();
  });

  it("refuses options for a password step that is not live", async () => {
    const calls = fromOwnAddress();
    const { person } = await withPasskey();
    const step = await passwordStepFor(app, person.id);
    clock.advance(6 * 60_000);
    const { response } = await calls.signInOptions(step);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toMatch(/Enter your e-mail and password again/);
  });

  it("refuses an answer sent a second time", async () => {
    const calls = fromOwnAddress();
    const { authenticator } = await withPasskey();
    const { body } = await calls.signInOptions();
    const answer = authenticator.assert(body.options.challenge, site);
    expect((await calls.signIn(body.challengeId, answer)).statusCode).toBe(200);
    const replay = await calls.signIn(body.challengeId, answer);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errorMessage).toMatch(/expired or was already used/);
  });

  it("refuses a signature counter that did not grow, as from a copied key", async () => {
    const calls = fromOwnAddress();
    const { person, authenticator } = await withPasskey();
    const first = await calls.signInOptions();
    expect(
      (await calls.signIn(first.body.challengeId, authenticator.assert(first.body.options.challenge, site)))
        .statusCode,
    ).toBe(200);
    authenticator.counter -= 1;
    const second = await calls.signInOptions();
    const copied = await calls.signIn(
      second.body.challengeId,
      authenticator.assert(second.body.options.challenge, site),
    );
    expect(copied.statusCode).toBe(400);
    expect(await failuresOf(person.id)).toEqual([
      { subjectUserId: person.id, detail: { factor: "passkey", reason: "counter" } },
    ]);
  });

  it("accepts an authenticator that does not count at all, again and again", async () => {
    const calls = fromOwnAddress();
    const { authenticator } = await withPasskey(1, new SoftwareAuthenticator({ counts: false }));
    for (let time = 0; time < 2; time += 1) {
      const { body } = await calls.signInOptions();
      expect(
        (await calls.signIn(body.challengeId, authenticator.assert(body.options.challenge, site))).statusCode,
      ).toBe(200);
    }
  });

  it("refuses an answer made for another origin or another relying party", async () => {
    const calls = fromOwnAddress();
    const { authenticator } = await withPasskey();
    for (const wrongSite of [
      { ...site, origin: "https://taxlane.example.net" },
      { ...site, rpId: "taxlane.example.net" },
    ]) {
      const { body } = await calls.signInOptions();
      const response = await calls.signIn(
        body.challengeId,
        authenticator.assert(body.options.challenge, wrongSite),
      );
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a suspended account like the password sign-in does", async () => {
    const calls = fromOwnAddress();
    const { person, authenticator } = await withPasskey();
    await db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, person.id));
    const { body } = await calls.signInOptions();
    const response = await calls.signIn(body.challengeId, authenticator.assert(body.options.challenge, site));
    expect(response.statusCode).toBe(403);
    expect(response.json().errorMessage).toMatch(/suspended/);
  });

  it("counts failures with an unknown passkey against the address until it must wait", async () => {
    const address = ownAddress();
    const calls = passkeyCalls(app, address);
    const unknown = new SoftwareAuthenticator();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const { body } = await calls.signInOptions();
      statuses.push(
        (await calls.signIn(body.challengeId, unknown.assert(body.options.challenge, site))).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(20).fill(400), 429]);
    const refusals = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, "identity.second-step-failed"), eq(auditEntries.fromAddress, address)),
      )
      .orderBy(auditEntries.id);
    expect(refusals).toHaveLength(20);
    expect(refusals[0]).toMatchObject({
      subjectUserId: null,
      detail: { factor: "passkey", reason: "unknown-passkey" },
    });
  });
});
