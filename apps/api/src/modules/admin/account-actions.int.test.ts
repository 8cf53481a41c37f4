import { adminTexts, RoleId } from "@taxlane/contract";
import { and, desc, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, users } from "../../db/schema";
import { auditRecords } from "../audit/audit-records";

interface Account {
  id: number;
  email: string;
  roleId: number;
  suspendedAt: string | null;
}
interface Entry {
  id: number;
  action: string;
  actorName: string | null;
  subjectName: string | null;
  summary: string;
}

describe("the operator console's accounts and audit log", async () => {
  const { app } = await createTestApp();
  const { db, clock } = app.services;
  const { get, post } = callsAs(app);
  const operator = await createSignedInUser(app, RoleId.admin);
  await db.update(users).set({ firstName: "Olive", lastName: "Operator" }).where(eq(users.id, operator.id));

  /** Accounts made at once, named `${tag} n`; returned oldest first. */
  async function accounts(tag: string, count: number, roleId: number = RoleId.taxpayer) {
    return db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, n) => ({
          roleId,
          email: `${tag}-${n}@example.test`,
          passwordHash: "not-used-by-these-tests",
          firstName: tag,
          lastName: String(n),
          createdAt: clock.now(),
        })),
      )
      .returning();
  }
  const newestEntryId = async () =>
    (await db.select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1))[0]
      ?.id ?? 0;
  /** The operator's entries since then (other tests may write theirs meanwhile on a shared database). */
  const entriesSince = (id: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(gt(auditEntries.id, id), eq(auditEntries.actorUserId, operator.id)))
      .orderBy(auditEntries.id);

  it("lists every account before any search, newest first with role and status, a page at a time", async () => {
    const tag = `paging${Date.now()}`;
    const made = await accounts(tag, 53);
    const newestFirst = made.map((row) => row.id).reverse();
    const first = await get(operator, "/Admin/Accounts");
    expect(first.statusCode).toBe(200);
    const page = first.json<Account[]>();
    expect(page).toHaveLength(50);
    expect(page.map((row) => row.id)).toEqual([...page.map((row) => row.id)].sort((a, b) => b - a));
    expect(page).toContainEqual(
      expect.objectContaining({ id: newestFirst[0], roleId: RoleId.taxpayer, suspendedAt: null }),
    );
    // Other tests add accounts meanwhile on a shared database: the pages are read within these.
    const mine = (await get(operator, `/Admin/Accounts?text=${tag}`)).json<Account[]>();
    expect(mine.map((row) => row.id)).toEqual(newestFirst.slice(0, 50));
    const older = await get(operator, `/Admin/Accounts?text=${tag}&beforeId=${mine.at(-1)?.id}`);
    expect(older.statusCode).toBe(200);
    expect(older.json<Account[]>().map((row) => row.id)).toEqual(newestFirst.slice(50));
    // An empty search is the whole list.
    expect((await get(operator, "/Admin/Accounts?text=")).json<Account[]>()).toHaveLength(50);
  });

  it("narrows the list to e-mails and names holding the search", async () => {
    const tag = `narrow${Date.now()}`;
    const made = await accounts(tag, 3);
    const found = (await get(operator, `/Admin/Accounts?text=${tag}`)).json<Account[]>();
    expect(found.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
    const one = (await get(operator, `/Admin/Accounts?text=${encodeURIComponent(`${tag} 1`)}`)).json<
      Account[]
    >();
    expect(one.map((row) => row.id)).toEqual([made[1]?.id]);
  });

  it.each([
    ["/Admin/SuspendAccount", RoleId.taxpayer],
    ["/Admin/ApproveProfessional", RoleId.expert],
  ])("%s asks for a reason (400 saying so) and changes nothing without one", async (url, roleId) => {
    const [account] = await accounts(`reason${roleId}${Date.now()}`, 1, roleId);
    const before = await newestEntryId();
    for (const reason of [undefined, "", "   "]) {
      const refused = await post(operator, url, { userId: account?.id, reason });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
        { field: "reason", message: adminTexts.actionReasonRequired },
      ]);
    }
    expect(await entriesSince(before)).toEqual([]);
    const [after] = await db
      .select()
      .from(users)
      .where(eq(users.id, account?.id ?? 0));
    expect(after?.suspendedAt).toBeNull();
  });

  it("writes the operator's reason in the audit entry, which reads with people's names", async () => {
    const [dana] = await db
      .insert(users)
      .values({
        roleId: RoleId.taxpayer,
        email: `dana-${Date.now()}@example.test`,
        passwordHash: "not-used-by-these-tests",
        firstName: "Dana",
        lastName: "Nguyen",
        createdAt: clock.now(),
      })
      .returning();
    const userId = dana?.id ?? 0;
    const suspended = await post(operator, "/Admin/SuspendAccount", {
      userId,
      reason: "Posted fake reviews.",
    });
    expect(suspended.statusCode).toBe(200);
    const restored = await post(operator, "/Admin/RestoreAccount", { userId, reason: "Reviews were hers." });
    expect(restored.statusCode).toBe(200);
    const log = await get(operator, `/Admin/AuditLog?userId=${userId}`);
    expect(log.statusCode).toBe(200);
    expect(log.json<Entry[]>()).toEqual([
      expect.objectContaining({
        action: "admin.account-restored",
        actorName: "Olive Operator",
        subjectName: "Dana Nguyen",
        summary: "Restored the account of Dana Nguyen: Reviews were hers.",
      }),
      expect.objectContaining({
        action: "admin.account-suspended",
        actorName: "Olive Operator",
        subjectName: "Dana Nguyen",
        summary: "Suspended the account of Dana Nguyen: Posted fake reviews.",
      }),
    ]);
  });

  it("pages the audit log, newest first", async () => {
    const [subject] = await accounts(`audited${Date.now()}`, 1);
    const userId = subject?.id ?? 0;
    await auditRecords.record(
      db,
      ...Array.from({ length: 53 }, () => ({
        at: clock.now(),
        actor: { userId, roleId: RoleId.taxpayer },
        action: "identity.sign-in" as const,
        subjectUserId: userId,
      })),
    );
    const first = (await get(operator, `/Admin/AuditLog?userId=${userId}`)).json<Entry[]>();
    expect(first).toHaveLength(50);
    expect(first[0]?.summary).toBe("Signed in");
    const rest = (await get(operator, `/Admin/AuditLog?userId=${userId}&beforeId=${first.at(-1)?.id}`)).json<
      Entry[]
    >();
    expect(rest).toHaveLength(3);
    expect(Math.max(...rest.map((entry) => entry.id))).toBeLessThan(first.at(-1)?.id ?? 0);
  });

  it("writes no audit entry when an operator opens the queue, the accounts, the inbox, the cases or the log", async () => {
    const before = await newestEntryId();
    for (const url of [
      "/Admin/PendingProfessionals",
      "/Admin/Accounts",
      "/Admin/Accounts?text=demo",
      "/Admin/Inbox",
      "/Admin/SupportCases",
      "/Admin/AuditLog",
    ]) {
      expect((await get(operator, url)).statusCode).toBe(200);
    }
    expect(await entriesSince(before)).toEqual([]);
  });
});
