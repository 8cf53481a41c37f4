import type { AssignJobsAnswer, PracticeAnswer, TaxPreparationDetail } from "@taxlane/contract";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { startedJob } from "../../../test/marketplace";
import { createPractice, invite, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, notifications, taxPreparationJobs } from "../../db/schema";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
const { db } = app.services;
const { get, post } = practiceCalls(app);
const calls = callsAs(app);

const jobAs = (user: TestUser, quoteId: number) =>
  calls.get(user, `/TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`);
const assign = (owner: TestUser, quoteIds: number[], userId: number, note?: string) =>
  post(owner, "AssignJobs", { quoteIds, userId, note });
const assigneeOf = async (quoteId: number) =>
  (
    await db
      .select({ userId: taxPreparationJobs.assignedUserId })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, quoteId))
  )[0]?.userId;

/**
 * A solo professional with a job makes their account a practice (the job becomes the practice's) and
 * takes a preparer (who does not see every job) and an assistant.
 */
async function practiceWithJob() {
  const { expert: owner, taxpayer, quoteId } = await startedJob(app);
  await createPractice(app, owner);
  const preparer = await joinedMember(app, owner, "preparer");
  const assistant = await joinedMember(app, owner, "assistant");
  return { owner, taxpayer, quoteId, preparer, assistant };
}

describe("assigning a practice's jobs", () => {
  it("gives the job to a preparer, who then works it; the taxpayer sees the practice and the person", async () => {
    const { owner, taxpayer, quoteId, preparer } = await practiceWithJob();
    expect(await assigneeOf(quoteId)).toBe(owner.id);
    expect((await jobAs(preparer, quoteId)).statusCode).toBe(404);

    const assigned = await assign(owner, [quoteId, quoteId], preparer.id, "Their W-2 is in.");
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<AssignJobsAnswer>()).toEqual({ assigned: 1, assignee: expect.any(String) });
    expect((await jobAs(preparer, quoteId)).statusCode).toBe(200);

    const seen = (await jobAs(taxpayer, quoteId)).json<TaxPreparationDetail>();
    expect(seen.practice?.name).toBe("Rivera Tax Group");
    expect(seen.assignedTo?.userId).toBe(preparer.id);
    const told = await db.select().from(notifications).where(eq(notifications.userId, preparer.id));
    expect(told.map((row) => row.description)).toEqual([expect.stringContaining("Their W-2 is in.")]);
    const logged = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.actorUserId, owner.id), eq(auditEntries.action, "practices.jobs-assigned")))
      .orderBy(asc(auditEntries.id));
    expect(logged.map((entry) => [entry.subjectUserId, entry.detail])).toEqual([
      [preparer.id, { count: 1, quoteIds: String(quoteId) }],
    ]);
  });

  it("lets an assistant request a document on any job but never reveal a value nor move it", async () => {
    const { quoteId, assistant } = await practiceWithJob();
    expect((await jobAs(assistant, quoteId)).statusCode).toBe(200);
    const requested = await calls.post(assistant, "/Accountant/RequestDocument", {
      quoteId,
      title: "Form W-2",
    });
    expect(requested.statusCode).toBe(200);
    const reveal = await calls.post(assistant, "/Accountant/RevealOrganizerAnswer", { quoteId, key: "ssn" });
    expect(reveal.statusCode).toBe(403);
    expect(
      (await calls.post(assistant, "/Accountant/MoveTaxPreparationJob", { quoteId, status: 2 })).statusCode,
    ).toBe(403);
  });

  it("refuses an assistant, a stranger or another practice's job, moving nothing", async () => {
    const { owner, quoteId, preparer, assistant } = await practiceWithJob();
    const other = await startedJob(app);
    const stranger = await createSignedInUser(app, 2);

    const toAssistant = await assign(owner, [quoteId], assistant.id);
    expect(toAssistant.statusCode).toBe(409);
    expect(toAssistant.json<{ errorMessage: string }>().errorMessage).toMatch(
      /assistants do not work on returns/,
    );
    const toStranger = await assign(owner, [quoteId], stranger.id);
    expect(toStranger.statusCode).toBe(409);
    expect(toStranger.json<{ errorMessage: string }>().errorMessage).toMatch(
      /not a member of Rivera Tax Group/,
    );
    const mixed = await assign(owner, [quoteId, other.quoteId], preparer.id);
    expect(mixed.statusCode).toBe(404);
    expect(await assigneeOf(quoteId)).toBe(owner.id);
    expect(await assigneeOf(other.quoteId)).toBeNull();
    expect((await assign(preparer, [quoteId], preparer.id)).statusCode).toBe(403);
    expect((await assign(owner, [], preparer.id)).statusCode).toBe(400);
  });
});

describe("handing work over", () => {
  it("moves a leaving preparer's jobs to the first owner in the same step, and they lose access at once", async () => {
    const { owner, taxpayer, quoteId, preparer } = await practiceWithJob();
    await assign(owner, [quoteId], preparer.id);
    const before = (await get(owner, "GetPractice")).json<PracticeAnswer>().practice;
    expect(before?.members.find((member) => member.userId === preparer.id)?.assignedJobs).toBe(1);

    const left = await post(preparer, "LeavePractice", { note: "Back in March." });
    expect(left.statusCode).toBe(200);
    expect(await assigneeOf(quoteId)).toBe(owner.id);
    expect((await jobAs(preparer, quoteId)).statusCode).toBe(404);
    expect((await jobAs(taxpayer, quoteId)).json<TaxPreparationDetail>().assignedTo?.userId).toBe(owner.id);
  });

  it("tells the member working the job what happens on it, not the professional who was hired", async () => {
    const { owner, taxpayer, quoteId, preparer } = await practiceWithJob();
    await assign(owner, [quoteId], preparer.id);
    const toldBefore = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect((await calls.post(taxpayer, "/Taxpayer/CancelJob", { quoteId })).statusCode).toBe(200);
    const toPreparer = await db.select().from(notifications).where(eq(notifications.userId, preparer.id));
    expect(toPreparer.map((row) => row.link)).toContain(`expert/tax_preparation/${quoteId}`);
    expect(await db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(
      toldBefore.length,
    );
  });

  it("takes a leaving with no body at all, as the older client sends it, handing the jobs to the owner", async () => {
    const { owner, quoteId, preparer } = await practiceWithJob();
    await assign(owner, [quoteId], preparer.id);
    const left = await app.inject({
      method: "POST",
      url: "/api/Practice/LeavePractice",
      headers: { authorization: `Bearer ${preparer.token}` },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await assigneeOf(quoteId)).toBe(owner.id);
  });

  it("hands a removed member's jobs to the member the owner names, or refuses one who cannot take them", async () => {
    const { owner, quoteId, preparer, assistant } = await practiceWithJob();
    await post(assistant, "LeavePractice");
    const reviewer = await joinedMember(app, owner, "reviewer");
    await assign(owner, [quoteId], preparer.id);

    const refused = await post(owner, "RemoveMember", { userId: preparer.id, handOverTo: assistant.id });
    expect(refused.statusCode).toBe(409);
    const toSelf = await post(owner, "RemoveMember", { userId: preparer.id, handOverTo: preparer.id });
    expect(toSelf.statusCode).toBe(409);
    const still = (await get(owner, "GetPractice")).json<PracticeAnswer>().practice;
    expect(still?.members.map((member) => member.userId)).toContain(preparer.id);

    const removed = await post(owner, "RemoveMember", { userId: preparer.id, handOverTo: reviewer.id });
    expect(removed.statusCode).toBe(200);
    expect(await assigneeOf(quoteId)).toBe(reviewer.id);
  });

  it("keeps a job a member brought from working alone theirs, outside the practice", async () => {
    const { expert: solo, quoteId } = await startedJob(app);
    const owner = await createSignedInUser(app, 2);
    await createPractice(app, owner);
    // The solo professional joins: their earlier job stays their own.
    const token = await invite(app, owner, solo.email, "preparer");
    expect((await post(solo, "AcceptInvitation", { token })).statusCode).toBe(200);
    expect((await jobAs(solo, quoteId)).statusCode).toBe(200);
    expect((await jobAs(owner, quoteId)).statusCode).toBe(404);
  });
});
