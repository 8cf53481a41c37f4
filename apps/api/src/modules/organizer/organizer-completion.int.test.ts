import { JobStatusId, RoleId, type ToDoList } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { postAs } from "../../../test/invoices";
import { completeOrganizer, name } from "../../../test/job-timeline";
import { getAs, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, jobMilestones, notifications, taxPreparationJobs } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const statusOf = async (quoteId: number) =>
  (await db.select().from(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, quoteId)))[0]?.statusId;
const toldTo = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));
const audited = (action: string, quoteId: number) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `quote:${quoteId}`)))
    .orderBy(auditEntries.id);
const move = (expert: TestUser, quoteId: number, statusId: number) =>
  postAs(app, expert, "Accountant/MoveTaxPreparationJob", { quoteId, statusId });
const errorOf = (response: { json: <T>() => T }) => response.json<{ errorMessage: string }>().errorMessage;
const toDoIdsOf = async (user: TestUser) =>
  (await getAs<ToDoList>(app, user, "User/GetToDo")).body.items.map((item) => item.id);

describe("POST /Taxpayer/CompleteOrganizer", () => {
  it("records the finish once, starts a job not started, tells the professional and audits the taxpayer's move", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await name(app, taxpayer, "Dana");
    expect(await toDoIdsOf(taxpayer)).toContain(`organizer-finish:${quoteId}`);

    const done = await completeOrganizer(app, taxpayer, quoteId);
    expect(done.statusCode, done.body).toBe(200);
    expect(await statusOf(quoteId)).toBe(JobStatusId.inProcess);
    const [notice] = await toldTo(expert.id);
    const taxYear = String(app.services.clock.now().getUTCFullYear() - 1);
    expect(notice).toMatchObject({
      title: t("jobTimeline.organizerCompleteTitle", { name: "Dana", taxYear }),
      description: t("jobTimeline.organizerCompleteMovedText"),
      link: `expert/tax_preparation/${quoteId}?tab=organizer`,
    });
    expect(await audited("organizer.completed", quoteId)).toEqual([
      expect.objectContaining({ actorUserId: taxpayer.id, detail: { moved: true } }),
    ]);
    expect(await audited("tax-preparation.job-moved", quoteId)).toEqual([
      expect.objectContaining({
        actorUserId: taxpayer.id,
        detail: {
          fromStatusId: JobStatusId.notStarted,
          statusId: JobStatusId.inProcess,
          withNote: false,
          afterStep: "organizer-complete",
        },
      }),
    ]);
    // The to-do item goes.
    expect(await toDoIdsOf(taxpayer)).not.toContain(`organizer-finish:${quoteId}`);

    // Again: 200 and nothing changes (the first finish is kept, nobody is told twice).
    const [kept] = await db.select().from(jobMilestones).where(eq(jobMilestones.quoteId, quoteId));
    const told = (await toldTo(expert.id)).length;
    expect((await completeOrganizer(app, taxpayer, quoteId)).statusCode).toBe(200);
    expect(await db.select().from(jobMilestones).where(eq(jobMilestones.quoteId, quoteId))).toEqual([kept]);
    expect(await toldTo(expert.id)).toHaveLength(told);
    expect(await audited("organizer.completed", quoteId)).toHaveLength(1);
  });

  it("moves a job waiting for information to in process, and leaves one in for review where it is", async () => {
    const waiting = await startedJob(app);
    expect((await move(waiting.expert, waiting.quoteId, JobStatusId.waitingForInformation)).statusCode).toBe(
      200,
    );
    expect((await completeOrganizer(app, waiting.taxpayer, waiting.quoteId)).statusCode).toBe(200);
    expect(await statusOf(waiting.quoteId)).toBe(JobStatusId.inProcess);

    const reviewing = await startedJob(app);
    expect((await move(reviewing.expert, reviewing.quoteId, JobStatusId.inForReview)).statusCode).toBe(200);
    expect((await completeOrganizer(app, reviewing.taxpayer, reviewing.quoteId)).statusCode).toBe(200);
    expect(await statusOf(reviewing.quoteId)).toBe(JobStatusId.inForReview);
    const [notice] = await toldTo(reviewing.expert.id);
    expect(notice?.description).toBe(t("jobTimeline.organizerCompleteText"));
    expect(await audited("organizer.completed", reviewing.quoteId)).toEqual([
      expect.objectContaining({ detail: { moved: false } }),
    ]);
  });

  it("answers 404 for someone else's job, 409 for a cancelled one, 403 to a professional and 401 without a session", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const stranger = await createSignedInUser(app, RoleId.taxpayer);
    const missing = await completeOrganizer(app, stranger, quoteId);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toBe(t("organizer.jobNotFound"));
    expect((await completeOrganizer(app, stranger, 2_000_000_000)).statusCode).toBe(404);
    expect((await completeOrganizer(app, expert, quoteId)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/Taxpayer/CompleteOrganizer",
      payload: { quoteId },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await db.select().from(jobMilestones).where(eq(jobMilestones.quoteId, quoteId))).toEqual([]);

    expect((await postAs(app, taxpayer, "Taxpayer/CancelJob", { quoteId })).statusCode).toBe(200);
    const refused = await completeOrganizer(app, taxpayer, quoteId);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(t("organizer.jobCancelled"));
    expect(await toDoIdsOf(taxpayer)).not.toContain(`organizer-finish:${quoteId}`);
  });
});
