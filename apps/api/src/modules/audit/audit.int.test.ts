import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signIn, signUpTaxpayer, uniqueEmail } from "../../../test/identity";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, users } from "../../db/schema";

describe("the audit log", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
  const { db } = app.services;
  const entriesFor = (userId: number) =>
    db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectUserId, userId))
      .orderBy(desc(auditEntries.id));
  const idOf = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error("no account");
    return row.id;
  };

  it("records a sign-in with the account and the address it came from", async () => {
    const email = await signUpTaxpayer(app);
    const response = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email, password: "Maple-harbor-1040" },
      remoteAddress: "198.51.100.7",
    });
    expect(response.statusCode).toBe(200);
    const id = await idOf(email);
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({
      action: "identity.sign-in",
      actorUserId: id,
      actorRoleId: 1,
      subject: `user:${id}`,
      fromAddress: "198.51.100.7",
    });
  });

  it("records a failed sign-in, never the password tried", async () => {
    const email = await signUpTaxpayer(app);
    expect((await signIn(app, email, "Wrong-password-2024")).statusCode).toBe(400);
    const id = await idOf(email);
    const [entry] = await entriesFor(id);
    expect(entry).toMatchObject({
      action: "identity.sign-in-failed",
      actorUserId: null,
      detail: { reason: "wrong-password" },
    });
    expect(JSON.stringify(entry)).not.toContain("Wrong-password-2024");
    // An address nobody has: the failure is recorded without an account. It comes from an address
    // no other test uses, so files running beside this one on a shared database do not add to it.
    const from = "192.0.2.41";
    const fromThere = () =>
      db
        .select({ action: auditEntries.action, subjectUserId: auditEntries.subjectUserId })
        .from(auditEntries)
        .where(eq(auditEntries.fromAddress, from))
        .orderBy(auditEntries.id);
    const before = await fromThere();
    const response = await app.inject({
      method: "POST",
      url: "/api/identity/signIn",
      payload: { email: uniqueEmail("nobody"), password: "Wrong-password-2024" },
      remoteAddress: from,
    });
    expect(response.statusCode).toBe(400);
    const after = await fromThere();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toEqual({ action: "identity.sign-in-failed", subjectUserId: null });
  });

  it("refuses to change or delete an entry, in the database itself", async () => {
    const email = await signUpTaxpayer(app);
    await signIn(app, email, "Wrong-password-2024");
    const id = await idOf(email);
    const [entry] = await entriesFor(id);
    if (!entry) throw new Error("no entry");
    await expect(
      db.update(auditEntries).set({ action: "identity.sign-in" }).where(eq(auditEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, entry.id))).rejects.toThrow();
    const [still] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.id, entry.id), eq(auditEntries.action, "identity.sign-in-failed")));
    expect(still).toBeDefined();
  });
});
