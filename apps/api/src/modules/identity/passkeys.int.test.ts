import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { strongPassword } from "../../../test/identity";
import { latestMailTo } from "../../../test/mailbox";
import { passkeyCalls, personWithPassword, siteOf } from "../../../test/passkeys";
import { SoftwareAuthenticator } from "../../../test/software-authenticator";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, passkeys, signInChallenges } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const minute = 60_000;

describe("adding and removing passkeys", async () => {
  const clock = fixedClock(new Date("2026-05-04T09:00:00Z"));
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" }, { clock });
  const { db, sessions } = app.services;
  const calls = passkeyCalls(app);
  const site = siteOf(app);
  const passkeysOf = (userId: number) => db.select().from(passkeys).where(eq(passkeys.userId, userId));

  it("offers options for this site that ask for a discoverable passkey and leave out the ones held", async () => {
    const person = await personWithPassword(app);
    const first = await calls.registrationOptions(person);
    expect(first.options).toMatchObject({
      rp: { id: site.rpId, name: "Taxlane" },
      user: { name: person.email, displayName: "Avery Stone" },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      excludeCredentials: [],
    });
    const authenticator = new SoftwareAuthenticator();
    await calls.addPasskey(person, authenticator);
    const second = await calls.registrationOptions(person);
    expect(second.options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: "public-key", transports: ["internal"] }),
    ]);
  });

  it("keeps the passkey, re-opens the session as a passkey one and gives the first recovery codes", async () => {
    const person = await personWithPassword(app, 2);
    const oldToken = person.token;
    const authenticator = new SoftwareAuthenticator();
    const added = await calls.addPasskey(person, authenticator, "  Phone  ");
    expect(added.recoveryCodes).toHaveLength(10);
    expect(await sessions.resolve(oldToken)).toBeNull();
    expect(await sessions.resolve(person.token)).toMatchObject({ userId: person.id, factor: "passkey" });
    expect(await passkeysOf(person.id)).toEqual([
      expect.objectContaining({
        credentialId: authenticator.id,
        name: "Phone",
        signCount: 1,
        transports: "internal",
      }),
    ]);
    const audited = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.subjectUserId, person.id), eq(auditEntries.action, "identity.factor-added")),
      );
    expect(audited).toEqual([expect.objectContaining({ detail: { factor: "passkey" } })]);
    // A second passkey brings no new codes: the first ones still stand.
    expect((await calls.addPasskey(person, new SoftwareAuthenticator())).recoveryCodes).toEqual([]);
  });

  it("refuses a passkey already stored, on this account or another, with 409", async () => {
    const person = await personWithPassword(app);
    const other = await personWithPassword(app);
    const authenticator = new SoftwareAuthenticator();
    await calls.addPasskey(person, authenticator);
    for (const who of [person, other]) {
      const { challengeId, options } = await calls.registrationOptions(who);
      const response = await calls.post(
        "/User/RegisterPasskey",
        { challengeId, name: "Again", response: authenticator.register(options.challenge, site) },
        who.token,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMessage).toMatch(/already added/);
    }
    expect(await passkeysOf(other.id)).toEqual([]);
  });

  it("refuses another person's challenge, a spent one, an expired one, and an answer made for another site", async () => {
    const person = await personWithPassword(app);
    const other = await personWithPassword(app);
    const register = (challengeId: string, response: Record<string, unknown>) =>
      calls.post("/User/RegisterPasskey", { challengeId, name: "Key", response }, person.token);
    const authenticator = new SoftwareAuthenticator();

    const others = await calls.registrationOptions(other);
    const stolen = await register(others.challengeId, authenticator.register(others.options.challenge, site));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errorMessage).toMatch(/expired/);

    for (const wrongSite of [
      { ...site, origin: "https://taxlane.example.net" },
      { ...site, rpId: "taxlane.example.net" },
    ]) {
      const { challengeId, options } = await calls.registrationOptions(person);
      const refused = await register(challengeId, authenticator.register(options.challenge, wrongSite));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toMatch(/could not be checked/);
      // The challenge went with the refused answer: the right one cannot follow on it.
      const again = await register(challengeId, authenticator.register(options.challenge, site));
      expect(again.statusCode).toBe(400);
    }

    const late = await calls.registrationOptions(person);
    clock.advance(6 * minute);
    expect(
      (await register(late.challengeId, authenticator.register(late.options.challenge, site))).statusCode,
    ).toBe(400);
    expect(await passkeysOf(person.id)).toEqual([]);
    const [kept] = await db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.id, others.challengeId));
    expect(kept?.usedAt).toBeNull();
  });

  describe("removing", () => {
    const remove = (person: { token: string }, id: number, password = strongPassword) =>
      calls.post(`/User/RemovePasskey/${id}`, { password }, person.token);

    it("answers another person's passkey as a missing one and leaves it", async () => {
      const owner = await personWithPassword(app);
      const other = await personWithPassword(app);
      await calls.addPasskey(owner, new SoftwareAuthenticator());
      const [passkey] = await passkeysOf(owner.id);
      if (!passkey) throw new Error("no passkey");
      const response = await remove(other, passkey.id);
      expect(response.statusCode).toBe(404);
      expect(await passkeysOf(owner.id)).toHaveLength(1);
    });

    it("asks for the right password", async () => {
      const person = await personWithPassword(app);
      await calls.addPasskey(person, new SoftwareAuthenticator());
      const [passkey] = await passkeysOf(person.id);
      if (!passkey) throw new Error("no passkey");
      const response = await remove(person, passkey.id, "Not-the-password-1");
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: "password", message: "Your password is not correct." },
      ]);
      expect(await passkeysOf(person.id)).toHaveLength(1);
    });

    it("keeps a professional's last strong factor, and removes one of two with a log entry and a mail", async () => {
      const professional = await personWithPassword(app, 2);
      await calls.addPasskey(professional, new SoftwareAuthenticator(), "Laptop");
      const [first] = await passkeysOf(professional.id);
      if (!first) throw new Error("no passkey");
      const last = await remove(professional, first.id);
      expect(last.statusCode).toBe(409);
      expect(last.json().errorMessage).toMatch(/last passkey/);
      expect(await passkeysOf(professional.id)).toHaveLength(1);

      await calls.addPasskey(professional, new SoftwareAuthenticator(), "Phone");
      expect((await remove(professional, first.id)).statusCode).toBe(200);
      expect((await passkeysOf(professional.id)).map((row) => row.name)).toEqual(["Phone"]);
      const audited = await db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.subjectUserId, professional.id),
            eq(auditEntries.action, "identity.factor-removed"),
          ),
        );
      expect(audited).toEqual([expect.objectContaining({ detail: { factor: "passkey", name: "Laptop" } })]);
      const mail = await latestMailTo(app, professional.email);
      expect(mail?.subject).toBe("A passkey was removed from your Taxlane account");
      expect(mail?.text).toContain("“Laptop”");
    });

    it("lets a taxpayer remove their only passkey", async () => {
      const person = await personWithPassword(app);
      await calls.addPasskey(person, new SoftwareAuthenticator());
      const [passkey] = await passkeysOf(person.id);
      if (!passkey) throw new Error("no passkey");
      expect((await remove(person, passkey.id)).statusCode).toBe(200);
      expect(await passkeysOf(person.id)).toEqual([]);
    });
  });
});
