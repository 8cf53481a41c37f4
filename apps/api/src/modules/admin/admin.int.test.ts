import { RoleId } from "@taxlane/contract";
import { and, desc, eq, gt, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser } from "../../../test/factories";
import {
  signIn,
  signUpTaxpayer,
  strongPassword,
  tokenFor,
  uniqueEmail,
  withToken,
} from "../../../test/identity";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, notifications, users } from "../../db/schema";
import { hashPassword } from "../identity/passwords";

describe("the operator console", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "10000" });
  const { db } = app.services;
  const operator = await createSignedInUser(app, RoleId.admin);

  const { get, post } = callsAs(app);
  const lastEntry = async (action: string) => {
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.actorUserId, operator.id)))
      .orderBy(desc(auditEntries.id))
      .limit(1);
    return entry;
  };

  const calls: { method: "GET" | "POST"; url: string; body?: Record<string, unknown> }[] = [
    { method: "GET", url: "/Admin/PendingProfessionals" },
    { method: "POST", url: "/Admin/ApproveProfessional", body: { userId: 1, reason: "PTIN checked." } },
    { method: "POST", url: "/Admin/RefuseProfessional", body: { userId: 1, reason: "No PTIN." } },
    { method: "GET", url: "/Admin/Accounts?text=demo" },
    { method: "POST", url: "/Admin/SuspendAccount", body: { userId: 1, reason: "Spam." } },
    { method: "POST", url: "/Admin/RestoreAccount", body: { userId: 1, reason: "Cleared." } },
    { method: "GET", url: "/Admin/Inbox" },
    { method: "GET", url: "/Admin/AuditLog" },
    { method: "GET", url: "/Admin/SupportCases" },
    { method: "GET", url: "/Admin/SupportCaseAnswers?caseId=1" },
  ];

  it.each(calls)(
    "refuses $method $url to taxpayers and professionals (403) and strangers (401)",
    async (call) => {
      const taxpayer = await createSignedInUser(app, RoleId.taxpayer);
      const expert = await createExpert(app);
      const before = await db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .orderBy(desc(auditEntries.id))
        .limit(1);
      for (const [user, status] of [
        [taxpayer, 403],
        [expert, 403],
        [null, 401],
      ] as const) {
        const response =
          call.method === "GET" ? await get(user, call.url) : await post(user, call.url, call.body ?? {});
        expect(response.statusCode).toBe(status);
      }
      const after = await db
        .select({ id: auditEntries.id })
        .from(auditEntries)
        .orderBy(desc(auditEntries.id))
        .limit(1);
      // Nothing an operator would have done was written by them (other operators' entries, written
      // meanwhile by other tests on a shared database, are theirs).
      const consoleEntries = await db
        .select()
        .from(auditEntries)
        .where(and(like(auditEntries.action, "admin.%"), gt(auditEntries.id, before[0]?.id ?? 0)));
      expect(consoleEntries.filter((entry) => entry.actorRoleId !== RoleId.admin)).toEqual([]);
      expect(after[0]?.id ?? 0).toBeGreaterThanOrEqual(before[0]?.id ?? 0);
    },
  );

  it("lists a new professional with their credentials, approves them, and the directory shows the badge", async () => {
    const expert = await createExpert(app, {
      ptin: "P01234567",
      enrolledAgentNumber: "00012345",
      state: "WY",
    });
    const pending = await get(operator, "/Admin/PendingProfessionals");
    expect(pending.statusCode).toBe(200);
    const listed = pending.json<{ userId: number; ptin: string; ptinWellFormed: boolean }[]>();
    expect(listed.find((row) => row.userId === expert.id)).toMatchObject({
      ptin: "P01234567",
      ptinWellFormed: true,
      enrolledAgentNumber: "00012345",
    });
    const reason = "PTIN and EA number found in the IRS directories.";
    const approved = await post(operator, "/Admin/ApproveProfessional", { userId: expert.id, reason });
    expect(approved.statusCode).toBe(200);
    const profile = await get(null, `/Accountant/GetAccountantProfileDetails?accountantId=${expert.id}`);
    expect(profile.json<{ credentialsVerified: boolean }>().credentialsVerified).toBe(true);
    const directory = await get(null, "/Public/Experts?state=WY&from=0&to=48");
    const cards = directory.json<{ items: { id: number; credentialsVerified: boolean }[] }>();
    expect(cards.items.find((item) => item.id === expert.id)?.credentialsVerified).toBe(true);
    expect(
      (await get(operator, "/Admin/PendingProfessionals")).json<{ userId: number }[]>(),
    ).not.toContainEqual(expect.objectContaining({ userId: expert.id }));
    expect(await lastEntry("admin.professional-approved")).toMatchObject({
      subjectUserId: expert.id,
      subject: `user:${expert.id}`,
      detail: { reason },
    });
    const [told] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, expert.id))
      .orderBy(desc(notifications.id));
    expect(told?.title).toBe("Your credentials are verified");
    expect(
      (await post(operator, "/Admin/ApproveProfessional", { userId: expert.id, reason })).statusCode,
    ).toBe(409);
    expect(
      (await post(operator, "/Admin/ApproveProfessional", { userId: operator.id, reason })).statusCode,
    ).toBe(404);
  });

  it("refuses credentials only with a reason, which reaches the professional by mail and in the app", async () => {
    const expert = await createExpert(app, { ptin: "12345" });
    const listed = (await get(operator, "/Admin/PendingProfessionals")).json<
      { userId: number; ptinWellFormed: boolean }[]
    >();
    expect(listed.find((row) => row.userId === expert.id)?.ptinWellFormed).toBe(false);
    for (const reason of [undefined, "", "   "]) {
      const refused = await post(operator, "/Admin/RefuseProfessional", { userId: expert.id, reason });
      expect(refused.statusCode).toBe(400);
    }
    expect(await lastEntry("admin.professional-refused")).toSatisfy(
      (entry: { subjectUserId: number } | undefined) => entry?.subjectUserId !== expert.id,
    );
    const reason = "The PTIN is not in the IRS's form (P and eight digits).";
    expect(
      (await post(operator, "/Admin/RefuseProfessional", { userId: expert.id, reason })).statusCode,
    ).toBe(200);
    const [told] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, expert.id))
      .orderBy(desc(notifications.id));
    expect(told?.description).toContain(reason);
    expect((await latestMailTo(app, expert.email))?.text).toContain(reason);
    const again = (await get(operator, "/Admin/PendingProfessionals")).json<
      { userId: number; refusalReason: string | null }[]
    >();
    expect(again.find((row) => row.userId === expert.id)?.refusalReason).toBe(reason);
    expect(await lastEntry("admin.professional-refused")).toMatchObject({
      subjectUserId: expert.id,
      detail: { reason },
    });
  });

  it("suspends an account: its sessions end at once and it cannot sign in until restored", async () => {
    const email = await signUpTaxpayer(app);
    const token = await tokenFor(app, email);
    const [account] = await db.select().from(users).where(eq(users.email, email));
    if (!account) throw new Error("no account");
    const found = await get(operator, `/Admin/Accounts?text=${encodeURIComponent(email)}`);
    expect(found.json<{ id: number }[]>().map((row) => row.id)).toEqual([account.id]);

    // A call before the suspension, so the session is held in the session cache too.
    const before = await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
    expect(before.statusCode).toBe(200);
    const suspension = { userId: account.id, reason: "Sent spam to professionals." };
    const restoring = { userId: account.id, reason: "The sender confirmed it was not them." };
    expect((await post(operator, "/Admin/SuspendAccount", suspension)).statusCode).toBe(200);
    const getUser = await app.inject({ method: "GET", url: "/api/user/GetUser", headers: withToken(token) });
    expect(getUser.statusCode).toBe(401);
    const refused = await signIn(app, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toMatch(/suspended/);
    expect((await post(operator, "/Admin/SuspendAccount", suspension)).statusCode).toBe(409);
    expect(await lastEntry("admin.account-suspended")).toMatchObject({
      subjectUserId: account.id,
      detail: { reason: suspension.reason },
    });
    expect((await post(operator, "/Admin/RestoreAccount", restoring)).statusCode).toBe(200);
    expect((await signIn(app, email)).statusCode).toBe(200);
    expect(await lastEntry("admin.account-restored")).toMatchObject({
      subjectUserId: account.id,
      detail: { reason: restoring.reason },
    });
    expect((await post(operator, "/Admin/RestoreAccount", restoring)).statusCode).toBe(409);
    expect(
      (await post(operator, "/Admin/SuspendAccount", { ...suspension, userId: operator.id })).statusCode,
    ).toBe(403);
    expect(
      (await post(operator, "/Admin/SuspendAccount", { ...suspension, userId: 2_000_000_000 })).statusCode,
    ).toBe(404);
  });

  it("shows the contact and book-a-demo messages as an inbox", async () => {
    const email = uniqueEmail("demo");
    const sent = await app.inject({
      method: "POST",
      url: "/api/Public/BookDemo",
      payload: { fullName: "Casey Moore", organizationName: "Moore Tax", email },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = await get(operator, "/Admin/Inbox?topic=demo");
    expect(inbox.statusCode).toBe(200);
    const messages = inbox.json<{ email: string; topic: string }[]>();
    expect(messages.every((message) => message.topic === "demo")).toBe(true);
    expect(messages.find((message) => message.email === email)).toMatchObject({ fullName: "Casey Moore" });
    expect((await get(operator, "/Admin/Inbox?topic=spam")).statusCode).toBe(400);
  });

  it("searches the audit log by account and action", async () => {
    const email = await signUpTaxpayer(app);
    await signIn(app, email, "Wrong-password-2024");
    const [account] = await db.select().from(users).where(eq(users.email, email));
    const found = await get(operator, `/Admin/AuditLog?userId=${account?.id}&action=identity.sign-in-failed`);
    expect(found.statusCode).toBe(200);
    const entries = found.json<{ action: string; subjectUserId: number }[]>();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "identity.sign-in-failed", subjectUserId: account?.id });
    const byText = await get(operator, "/Admin/AuditLog?text=sign-in-failed");
    expect(
      byText.json<{ action: string }[]>().every((entry) => entry.action.includes("sign-in-failed")),
    ).toBe(true);
  });

  it("asks operators for a code at every sign-in, and keeps two-factor on", async () => {
    const email = uniqueEmail("operator");
    await db.insert(users).values({
      roleId: RoleId.admin,
      email,
      passwordHash: await hashPassword(strongPassword),
      firstName: "Olive",
      lastName: "Operator",
      createdAt: app.services.clock.now(),
    });
    const response = await signIn(app, email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorAuthIsActive: true, secondFactors: ["email"] });
    const turnedOff = await post(operator, "/User/SetTwoFactor", { enabled: false });
    expect(turnedOff.statusCode).toBe(403);
  });
});
