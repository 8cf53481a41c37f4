import type { Introduction, UserNotification } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { clearTestExperts, localExperts } from "../../../test/local-experts";
import { rawMailsTo } from "../../../test/mailbox";
import {
  createExpert,
  getAs,
  invitationKey,
  postIndividualRequest,
  postQuery,
  sendQuote,
} from "../../../test/marketplace";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { reminders } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const hourMs = 60 * 60 * 1000;
const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const { app, dataDir } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
  { clock, database: await ownDatabase() },
);
const { db } = app.services;
const runDue = () => app.services.reminders.engine.runDue();

/** A request made through the expert's invitation link: it is routed to that expert alone. */
async function invitedRequest(expert: TestUser) {
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  return { taxpayer, requestId };
}

const waitingNotices = async (expert: TestUser) =>
  (await getAs<UserNotification[]>(app, expert, "User/GetUserNotifications")).body.filter(
    (notice) => notice.title === "A taxpayer is waiting for your quote",
  );

const requestReminder = (requestId: number, expert: TestUser) =>
  db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.kind, "quote-request-unanswered"),
        eq(reminders.subjectId, `${requestId}:${expert.id}`),
      ),
    );

// Hawaii taxpayers who will not meet online: strictly, only Hawaii experts fit them.
const hawaiiOnly = { state: "HI", areYouOkWithVirtualMeetings: false };
await clearTestExperts(app, ["HI"]);

const introductionsOf = async (taxpayer: TestUser, requestId: number) =>
  (await getAs<Introduction[]>(app, taxpayer, "Taxpayer/GetIntroductions")).body
    .filter((introduction) => introduction.taxPreparationId === requestId)
    .map((introduction) => introduction.accountantId);

const widenedNotices = async (taxpayer: TestUser) =>
  (await getAs<UserNotification[]>(app, taxpayer, "User/GetUserNotifications")).body.filter((notice) =>
    /^We introduced \d+ more professionals? to your request$/.test(notice.title),
  );

describe("a request short of quotes two days after it was made", () => {
  it("is routed once to more professionals who fit, and the taxpayer is told", async () => {
    const start = clock.now();
    const [first] = await localExperts(app, "HI", 1);
    const taxpayer = await createSignedInUser(app, 1);
    const requestId = await postIndividualRequest(app, taxpayer, hawaiiOnly);
    const withdrawer = await createSignedInUser(app, 1);
    const withdrawnId = await postIndividualRequest(app, withdrawer, hawaiiOnly);
    expect(await introductionsOf(taxpayer, requestId)).toEqual([first?.id]);
    const joined = await localExperts(app, "HI", 2);

    clock.set(new Date(start.getTime() + 47 * hourMs));
    await runDue();
    expect(await introductionsOf(taxpayer, requestId)).toHaveLength(1);
    expect(await widenedNotices(taxpayer)).toHaveLength(0);
    // Withdrawn after its widening was planned: it is not widened.
    const deleted = await postQuery(app, withdrawer, "Taxpayer/DeleteRequest", {
      taxPreparationId: withdrawnId,
      isIndividual: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    clock.set(new Date(start.getTime() + 49 * hourMs));
    await runDue();
    const widened = await introductionsOf(taxpayer, requestId);
    expect(widened).toEqual(expect.arrayContaining(joined.map((expert) => expert.id)));
    expect(widened.length).toBeLessThanOrEqual(5);
    const [notice, ...more] = await widenedNotices(taxpayer);
    expect(more).toHaveLength(0);
    const added = widened.length - 1;
    expect(notice?.title).toBe(`We introduced ${added} more professionals to your request`);
    expect(notice?.link).toBe("user/quotes");
    for (const expert of joined) {
      const told = await getAs<UserNotification[]>(app, expert, "User/GetUserNotifications");
      expect(told.body.map((each) => each.title)).toContain("New request for a quote");
    }

    // Once: a professional who joins later is not added by it, and nothing more is said.
    await localExperts(app, "HI", 1);
    clock.set(new Date(start.getTime() + 60 * hourMs));
    await runDue();
    expect(await introductionsOf(taxpayer, requestId)).toEqual(widened);
    expect(await widenedNotices(taxpayer)).toHaveLength(1);
    expect(await widenedNotices(withdrawer)).toHaveLength(0);
    const [stopped] = await db
      .select()
      .from(reminders)
      .where(and(eq(reminders.kind, "introductions-widened"), eq(reminders.subjectId, String(withdrawnId))));
    expect(stopped?.stopReason).toBe("answered");
    clock.set(start);
  });
});

describe("a request for a quote left unanswered", () => {
  it("reminds the professional once a day after it reached them; not once they quoted or it closed", async () => {
    const start = clock.now();
    const silent = await createExpert(app);
    const quoting = await createExpert(app);
    const withdrawnTo = await createExpert(app);
    const { requestId } = await invitedRequest(silent);
    const quoted = await invitedRequest(quoting);
    const withdrawn = await invitedRequest(withdrawnTo);

    clock.set(new Date(start.getTime() + 23 * hourMs));
    await runDue();
    expect((await requestReminder(requestId, silent))[0]?.sentCount).toBe(0);
    expect(await waitingNotices(silent)).toHaveLength(0);

    const sent = await sendQuote(app, quoting, { taxPreparationId: String(quoted.requestId), price: "300" });
    expect(sent.statusCode, sent.body).toBe(200);
    const deleted = await postQuery(app, withdrawn.taxpayer, "Taxpayer/DeleteRequest", {
      taxPreparationId: withdrawn.requestId,
      isIndividual: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    clock.set(new Date(start.getTime() + 25 * hourMs));
    await runDue();
    await runDue();
    expect(await waitingNotices(silent)).toHaveLength(1);
    const mails = (await rawMailsTo([app], dataDir, silent.email)).filter((mail) =>
      mail.includes("Subject: A taxpayer is waiting for your quote"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(await waitingNotices(quoting)).toHaveLength(0);
    expect(await waitingNotices(withdrawnTo)).toHaveLength(0);
    expect((await requestReminder(withdrawn.requestId, withdrawnTo))[0]?.stopReason).toBe("answered");
  });
});
