import { RoleId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, passkeys, recoveryCodes, sessions, totpFactors, users } from "../../db/schema";

interface AdminFactors {
  authenticatorApp: { addedAt: string; lastUsedAt: string | null } | null;
  passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
  emailCodes: boolean;
  required: boolean;
  dueAt: string | null;
  lastResetAt: string | null;
}
interface Problem {
  code: string;
  errorMessage: string;
  errors?: { field: string; message: string }[];
}

describe("the operator's view and reset of a person's second factors", async () => {
  const { app } = await createTestApp();
  const { db, clock } = app.services;
  const { get, post } = callsAs(app);
  const operator = await createSignedInUser(app, RoleId.admin);

  // Rows written straight to identity's tables: the services that add factors are not this module's.
  /** A person holding an authenticator app, two passkeys and ten recovery codes, three of them used. */
  async function personWithFactors(roleId: number): Promise<TestUser> {
    const person = await createSignedInUser(app, roleId);
    const added = new Date("2026-11-03T10:00:00Z");
    const used = new Date("2026-11-20T08:30:00Z");
    await db.insert(totpFactors).values({
      userId: person.id,
      secretSealed: "sealed-secret-never-shown",
      createdAt: added,
      confirmedAt: added,
      lastUsedStep: 59_000_000,
      lastUsedAt: used,
    });
    await db.insert(passkeys).values([
      {
        userId: person.id,
        credentialId: `credential-a-${person.id}`,
        publicKey: Buffer.from("public-key-a"),
        name: "Work laptop",
        createdAt: added,
        lastUsedAt: used,
      },
      {
        userId: person.id,
        credentialId: `credential-b-${person.id}`,
        publicKey: Buffer.from("public-key-b"),
        name: "Phone",
        createdAt: used,
      },
    ]);
    await db.insert(recoveryCodes).values(
      Array.from({ length: 10 }, (_, n) => ({
        userId: person.id,
        codeHash: `hash-${person.id}-${n}`,
        createdAt: added,
        usedAt: n < 3 ? used : null,
      })),
    );
    return person;
  }

  const userRow = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
  const entriesFor = (action: string, subjectUserId: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subjectUserId, subjectUserId)))
      .orderBy(desc(auditEntries.id));
  const reset = (caller: TestUser, body: Record<string, unknown>) =>
    post(caller, "/Admin/ResetSecondFactors", body);

  it("shows the person's factors in dates and counts, never a secret, and logs the look", async () => {
    const expert = await personWithFactors(RoleId.expert);
    const due = new Date("2026-12-09T12:00:00Z");
    await db.update(users).set({ secondFactorDueAt: due }).where(eq(users.id, expert.id));

    const answer = await get(operator, `/Admin/SecondFactors?userId=${expert.id}`);
    expect(answer.statusCode).toBe(200);
    const view = answer.json<AdminFactors>();
    expect(view).toEqual({
      authenticatorApp: { addedAt: "2026-11-03T10:00:00.000Z", lastUsedAt: "2026-11-20T08:30:00.000Z" },
      passkeys: [
        expect.objectContaining({
          name: "Work laptop",
          createdAt: "2026-11-03T10:00:00.000Z",
          lastUsedAt: "2026-11-20T08:30:00.000Z",
        }),
        expect.objectContaining({ name: "Phone", createdAt: "2026-11-20T08:30:00.000Z", lastUsedAt: null }),
      ],
      recoveryCodesLeft: 7,
      emailCodes: true,
      required: true,
      dueAt: due.toISOString(),
      lastResetAt: null,
    });
    // Nothing secret, no credential and no code hash anywhere in the answer.
    for (const secretish of ["secret", "sealed", "hash-", "credential", "publicKey", "public-key", "Step"]) {
      expect(answer.body).not.toContain(secretish);
    }
    const [viewed] = await entriesFor("admin.factors-viewed", expert.id);
    expect(viewed?.actorUserId).toBe(operator.id);
  });

  it("shows a taxpayer without factors as one who may keep e-mail codes, and an unknown account as 404", async () => {
    const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
    const view = (await get(operator, `/Admin/SecondFactors?userId=${taxpayer.id}`)).json<AdminFactors>();
    expect(view).toEqual({
      authenticatorApp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
      emailCodes: false,
      required: false,
      dueAt: null,
      lastResetAt: null,
    });
    const missing = await get(operator, "/Admin/SecondFactors?userId=999999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Problem>().errorMessage).toBe(t("admin.accountNotFound"));
  });

  it("resets everything at once: factors gone, sessions ended, a new one due now, logged and mailed", async () => {
    const expert = await personWithFactors(RoleId.expert);
    const before = clock.now().getTime();
    const done = await reset(operator, {
      userId: expert.id,
      supportReference: "  SR-2041  ",
      identityVerified: true,
    });
    expect(done.statusCode).toBe(200);
    const after = clock.now().getTime();

    expect(await db.select().from(totpFactors).where(eq(totpFactors.userId, expert.id))).toEqual([]);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, expert.id))).toEqual([]);
    expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, expert.id))).toEqual([]);
    const dueAt = (await userRow(expert.id))?.secondFactorDueAt?.getTime() ?? 0;
    expect(dueAt).toBeGreaterThanOrEqual(before);
    expect(dueAt).toBeLessThanOrEqual(after);
    // The old token no longer opens anything, and every session of the person ended.
    expect((await get(expert, "/user/GetUser")).statusCode).toBe(401);
    const open = await db.select().from(sessions).where(eq(sessions.userId, expert.id));
    expect(open.every((session) => session.endedAt !== null)).toBe(true);

    const [entry] = await entriesFor("admin.factors-reset", expert.id);
    expect(entry?.actorUserId).toBe(operator.id);
    expect(entry?.detail).toEqual({
      supportReference: "SR-2041",
      authenticatorApp: true,
      passkeys: 2,
      recoveryCodesLeft: 7,
    });

    const mail = await latestMailTo(app, expert.email);
    expect(mail?.subject).toBe(t("security.factorsResetSubject"));
    expect(mail?.text).toContain("SR-2041");
    expect(mail?.text).toContain("/expert/security");
    expect(mail?.text).toContain("did not ask for this");

    const view = (await get(operator, `/Admin/SecondFactors?userId=${expert.id}`)).json<AdminFactors>();
    expect(view.lastResetAt).toBe(entry?.at.toISOString());
    expect(view).toMatchObject({ authenticatorApp: null, passkeys: [], recoveryCodesLeft: 0 });
  });

  it("leaves a taxpayer's grace alone: nothing asks them for a new factor", async () => {
    const taxpayer = await personWithFactors(RoleId.taxpayer);
    const done = await reset(operator, {
      userId: taxpayer.id,
      supportReference: "SR-7",
      identityVerified: true,
    });
    expect(done.statusCode).toBe(200);
    expect((await userRow(taxpayer.id))?.secondFactorDueAt).toBeNull();
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, taxpayer.id))).toEqual([]);
    expect((await latestMailTo(app, taxpayer.email))?.text).toContain("/user/security");
  });

  it.each([
    [
      "without the identity check",
      { supportReference: "SR-1" },
      "identityVerified",
      "identityVerifiedRequired",
    ],
    [
      "with the identity check left unticked",
      { supportReference: "SR-1", identityVerified: false },
      "identityVerified",
      "identityVerifiedRequired",
    ],
    ["without a reference", { identityVerified: true }, "supportReference", "supportReferenceRequired"],
    [
      "with a blank reference",
      { supportReference: "   ", identityVerified: true },
      "supportReference",
      "supportReferenceRequired",
    ],
  ] as const)("refuses a reset %s (400 saying why) and changes nothing", async (_, body, field, text) => {
    const expert = await personWithFactors(RoleId.expert);
    const refused = await reset(operator, { userId: expert.id, ...body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Problem>().errors).toEqual([{ field, message: t(`security.${text}`) }]);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, expert.id))).toHaveLength(2);
    expect((await get(expert, "/user/GetUser")).statusCode).toBe(200);
    expect(await entriesFor("admin.factors-reset", expert.id)).toEqual([]);
  });

  it("keeps both calls to operators, and an operator cannot reset their own factors", async () => {
    const expert = await personWithFactors(RoleId.expert);
    const other = await createSignedInUser(app, RoleId.expert);
    const body = { userId: expert.id, supportReference: "SR-9", identityVerified: true };
    expect((await reset(other, body)).statusCode).toBe(403);
    expect((await get(other, `/Admin/SecondFactors?userId=${expert.id}`)).statusCode).toBe(403);
    expect((await reset(expert, body)).statusCode).toBe(403);

    const own = await reset(operator, { ...body, userId: operator.id });
    expect(own.statusCode).toBe(403);
    expect(own.json<Problem>().errorMessage).toBe(t("admin.cannotResetOwnFactors"));
    expect((await get(operator, "/user/GetUser")).statusCode).toBe(200);
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, expert.id))).toHaveLength(2);
    expect(await entriesFor("admin.factors-reset", operator.id)).toEqual([]);
  });
});
