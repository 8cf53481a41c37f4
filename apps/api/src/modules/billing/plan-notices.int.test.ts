import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCheckout, payTestCheckout, sessionOf, settleBilling } from "../../../test/billing";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, plans, subscriptions } from "../../db/schema";

describe("a professional is told by mail, and the audit log keeps, each start and cancellation of their plan", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const [basic] = await db.select().from(plans).where(eq(plans.name, "Basic"));
  if (!basic) throw new Error("the Basic plan is not installed");

  /** The texts of the mail to `user` under `subject`, read through the dev mailbox. */
  async function mailsTo(user: TestUser, subject: string): Promise<string[]> {
    await mailSent(app);
    const list = (await app.inject({ url: "/api/dev/mail" })).json<
      { id: string; to: string; subject: string }[]
    >();
    const mine = list.filter((mail) => mail.to.includes(user.email) && mail.subject === subject);
    return Promise.all(
      mine.map(
        async (mail) => (await app.inject({ url: `/api/dev/mail/${mail.id}` })).json<{ text: string }>().text,
      ),
    );
  }
  const entriesOf = (user: TestUser, action: string) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subjectUserId, user.id)))
      .orderBy(desc(auditEntries.id));
  const subscriptionOf = async (user: TestUser) =>
    (await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)))[0];
  const post = (user: TestUser, url: string) =>
    app.inject({ method: "POST", url: `/api/Subscription/${url}`, headers: bearer(user) });

  /** A professional who completed the test checkout of Basic, monthly. */
  async function trialing(): Promise<TestUser> {
    const user = await createSignedInUser(app, 2);
    const started = await createCheckout(app, user, { planId: basic?.id, interval: "month" });
    expect(started.statusCode).toBe(200);
    const session = sessionOf(started.json<{ url: string }>().url);
    expect((await payTestCheckout(app, user, session, "4242 4242 4242 4242")).statusCode).toBe(200);
    await settleBilling(app);
    return user;
  }

  it("mails the professional when their trial begins, once, and records it", async () => {
    const user = await trialing();
    const mails = await mailsTo(user, "Your free trial of the Basic plan has begun");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("you can send quotes to taxpayers now");
    expect(mails[0]).toMatch(/we will charge \$199 to your card for the first month/);
    const sub = await subscriptionOf(user);
    const entries = await entriesOf(user, "billing.plan-started");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUserId: user.id,
      subject: `subscription:${sub?.id}`,
      detail: { planId: basic?.id, interval: "month", status: "trialing" },
    });
    const bell = await app.inject({ url: "/api/User/GetUserNotifications", headers: bearer(user) });
    expect(bell.json<{ title: string }[]>().map((n) => n.title)).toContain(
      "Your free trial of the Basic plan has begun",
    );
    // Later events about the same subscription (a replay, a renewal) announce nothing new.
    await settleBilling(app);
    expect(await mailsTo(user, "Your free trial of the Basic plan has begun")).toHaveLength(1);
  });

  it("mails the professional when they cancel and when they undo it, each once, and records both", async () => {
    const user = await trialing();
    const cancelled = await post(user, `Unsubscribe?userId=${user.id}`);
    expect(cancelled.statusCode).toBe(200);
    const cancelMails = await mailsTo(user, "Your Basic plan is cancelled");
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]).toContain("Undo the cancellation on your profile");
    const [cancelEntry] = await entriesOf(user, "billing.plan-cancelled");
    expect(cancelEntry).toMatchObject({ actorUserId: user.id, subjectUserId: user.id });
    expect(cancelEntry?.fromAddress).toBeTruthy();

    // Cancelling a plan already cancelled changes nothing, and says nothing again.
    expect((await post(user, `Unsubscribe?userId=${user.id}`)).statusCode).toBe(200);
    expect(await mailsTo(user, "Your Basic plan is cancelled")).toHaveLength(1);
    expect(await entriesOf(user, "billing.plan-cancelled")).toHaveLength(1);

    const undone = await post(user, "UndoUnsubscribe");
    expect(undone.statusCode).toBe(200);
    const undoMails = await mailsTo(user, "Your Basic plan continues");
    expect(undoMails).toHaveLength(1);
    expect(undoMails[0]).toMatch(/we will charge \$199 to your card for the next month/);
    expect(await entriesOf(user, "billing.cancellation-undone")).toHaveLength(1);
    expect((await post(user, "UndoUnsubscribe")).statusCode).toBe(200);
    expect(await mailsTo(user, "Your Basic plan continues")).toHaveLength(1);
  });

  it("sends nothing and records nothing for a refused cancellation", async () => {
    const user = await trialing();
    const other = await createSignedInUser(app, 2);
    expect((await post(other, `Unsubscribe?userId=${user.id}`)).statusCode).toBe(403);
    expect((await post(other, `Unsubscribe?userId=${other.id}`)).statusCode).toBe(404);
    expect(await mailsTo(user, "Your Basic plan is cancelled")).toEqual([]);
    expect(await entriesOf(other, "billing.plan-cancelled")).toEqual([]);
  });
});
