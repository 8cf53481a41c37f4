import type { TaxNotice, UserNotification } from "@taxlane/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/factories";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { jobNotices, postNotice, uploadedNotice } from "../../../test/tax-notices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const { db } = app.services;

const toldTo = async (user: TestUser) =>
  (await getAs<UserNotification[]>(app, user, "User/GetUserNotifications")).body;
const auditedActions = async (noticeId: number) =>
  (
    await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subject, `tax-notice:${noticeId}`))
      // In the order written: PostgreSQL returns rows in no set order without one.
      .orderBy(asc(auditEntries.id))
  ).map((entry) => entry.action);

describe("the professional's answer to a letter", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);

  it("marks it answered, tells the taxpayer how, and the same answer twice is one answer", async () => {
    const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-12-20" });
    const note = "Paid the balance through the IRS Direct Pay; nothing else is due.";
    const answered = await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
      noticeId: notice.id,
      note,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const body = answered.json<TaxNotice>();
    expect(body).toMatchObject({ status: "answered", answerNote: note, answeredAt: expect.any(String) });
    const [told] = await toldTo(taxpayer);
    expect(told).toMatchObject({
      title: "Your letter was answered",
      description: `Test Person answered your CP14: ${note}`,
      link: `user/tax_preparation/${quoteId}?tab=letters`,
    });
    const again = await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
      noticeId: notice.id,
      note,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<TaxNotice>()).toEqual(body);
    expect((await toldTo(taxpayer)).filter((n) => n.title === "Your letter was answered")).toHaveLength(1);
    expect(await auditedActions(notice.id)).toEqual(["tax-notices.uploaded", "tax-notices.answered"]);
  });

  it("is refused on another's letter (404), to the taxpayer (403) and without a note (400)", async () => {
    const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp501", deadline: "2026-12-20" });
    const stranger = await createExpert(app);
    for (const user of [other.expert, stranger]) {
      const refused = await postNotice(app, user, "Accountant/RespondToTaxNotice", {
        noticeId: notice.id,
        note: "Done",
      });
      expect(refused.statusCode).toBe(404);
    }
    const asTaxpayer = await postNotice(app, taxpayer, "Accountant/RespondToTaxNotice", {
      noticeId: notice.id,
      note: "Done",
    });
    expect(asTaxpayer.statusCode).toBe(403);
    const noNote = await postNotice(app, expert, "Accountant/RespondToTaxNotice", {
      noticeId: notice.id,
      note: " ",
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain("Say in a few words how the letter was answered");
    expect((await jobNotices(app, taxpayer, quoteId)).body.find((n) => n.id === notice.id)?.status).toBe(
      "open",
    );
  });
});

describe("a quote for the work on a letter", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const quote = (
    noticeId: number,
    priceCents: number,
    message = "Draft and send the response to the CP2000.",
  ) => postNotice(app, expert, "Accountant/QuoteTaxNotice", { noticeId, priceCents, message });
  const answer = (user: TestUser, noticeId: number, accept: boolean) =>
    postNotice(app, user, "Taxpayer/AnswerTaxNoticeQuote", { noticeId, accept });

  it("reaches the taxpayer, who accepts it once; accepting records the agreed price", async () => {
    const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp2000", deadline: "2026-12-20" });
    const quoted = await quote(notice.id, 25_000);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json<TaxNotice>().quote).toMatchObject({
      priceCents: 25_000,
      status: "pending",
      answeredAt: null,
    });
    const [told] = await toldTo(taxpayer);
    expect(told).toMatchObject({
      title: "A quote for your CP2000",
      description:
        "Test Person quotes $250.00 for the work on your CP2000: Draft and send the response to the CP2000.",
    });
    // The same quote sent twice is one quote.
    expect((await quote(notice.id, 25_000)).statusCode).toBe(200);
    expect((await toldTo(taxpayer)).filter((n) => n.title === "A quote for your CP2000")).toHaveLength(1);

    const accepted = await answer(taxpayer, notice.id, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TaxNotice>().quote).toMatchObject({ priceCents: 25_000, status: "accepted" });
    expect((await toldTo(expert))[0]).toMatchObject({
      title: "Your client accepted your quote",
      description: "Test Person accepted $250.00 for the work on their CP2000.",
    });
    const twice = await answer(taxpayer, notice.id, true);
    expect(twice.statusCode).toBe(200);
    expect(twice.json<TaxNotice>()).toEqual(accepted.json<TaxNotice>());
    const declineAfter = await answer(taxpayer, notice.id, false);
    expect(declineAfter.statusCode).toBe(409);
    expect(declineAfter.body).toContain("You already accepted this quote");
    const requote = await quote(notice.id, 30_000);
    expect(requote.statusCode).toBe(409);
    expect(requote.body).toContain("already accepted your quote");
    expect(await auditedActions(notice.id)).toEqual([
      "tax-notices.uploaded",
      "tax-notices.quoted",
      "tax-notices.quote-accepted",
    ]);
  });

  it("declined, it may be quoted again; a letter without a quote has nothing to answer", async () => {
    const notice = await uploadedNotice(app, taxpayer, quoteId, {
      kind: "ltr-5071c",
      deadline: "2026-12-20",
    });
    const nothing = await answer(taxpayer, notice.id, true);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.body).toContain("There is no quote waiting for your answer");
    await quote(notice.id, 9_000, "Verify your identity with you on a call.");
    const declined = await answer(taxpayer, notice.id, false);
    expect(declined.json<TaxNotice>().quote?.status).toBe("declined");
    expect((await toldTo(expert))[0]?.title).toBe("Your client declined your quote");
    expect((await answer(taxpayer, notice.id, true)).statusCode).toBe(409);
    const lower = await quote(notice.id, 6_000, "Verify your identity with you on a call.");
    expect(lower.json<TaxNotice>().quote).toMatchObject({ priceCents: 6_000, status: "pending" });
  });

  it("refuses bad amounts, others' letters and the wrong side", async () => {
    const notice = await uploadedNotice(app, taxpayer, quoteId, { kind: "cp504", deadline: "2026-12-20" });
    for (const priceCents of [0, -500, 12.5, 10_000_001]) {
      expect((await quote(notice.id, priceCents)).statusCode).toBe(400);
    }
    const noMessage = await postNotice(app, expert, "Accountant/QuoteTaxNotice", {
      noticeId: notice.id,
      priceCents: 5_000,
      message: "",
    });
    expect(noMessage.statusCode).toBe(400);
    expect(noMessage.body).toContain("Say what the work on this letter includes.");
    const theirs = await postNotice(app, other.expert, "Accountant/QuoteTaxNotice", {
      noticeId: notice.id,
      priceCents: 5_000,
      message: "Cheaper",
    });
    expect(theirs.statusCode).toBe(404);
    await quote(notice.id, 5_000);
    expect((await answer(other.taxpayer, notice.id, true)).statusCode).toBe(404);
    expect((await answer(expert, notice.id, true)).statusCode).toBe(403);
    const notBoolean = await postNotice(app, taxpayer, "Taxpayer/AnswerTaxNoticeQuote", {
      noticeId: notice.id,
      accept: "maybe",
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(
      (await jobNotices(app, taxpayer, quoteId)).body.find((n) => n.id === notice.id)?.quote?.status,
    ).toBe("pending");
  });
});
