import { type JobDocument, JobStatusId } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestDocument, uploadRequested } from "../../../test/documents";
import type { TestUser } from "../../../test/factories";
import { postAs } from "../../../test/invoices";
import { name } from "../../../test/job-timeline";
import { startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { auditEntries, notifications, taxPreparationJobs } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const jobRow = async (quoteId: number) =>
  (await db.select().from(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, quoteId)))[0];
const latestNoticeTo = async (userId: number) =>
  (
    await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
  )[0];
const moves = (quoteId: number) =>
  db
    .select()
    .from(auditEntries)
    .where(
      and(eq(auditEntries.action, "tax-preparation.job-moved"), eq(auditEntries.subject, `quote:${quoteId}`)),
    )
    .orderBy(auditEntries.id);
const asked = async (expert: TestUser, quoteId: number, title: string) =>
  (await requestDocument(app, expert, { quoteId, title })).json<JobDocument>();
const give = (taxpayer: TestUser, quoteId: number, document: JobDocument) =>
  uploadRequested(app, taxpayer, quoteId, document.id, [smallPdf(), `${document.title}.pdf`]);

describe("the last document asked for", () => {
  it("moves a job waiting for information back to in process, tells the professional and audits the taxpayer's move", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await name(app, taxpayer, "Dana");
    const w2 = await asked(expert, quoteId, "W-2");
    const interest = await asked(expert, quoteId, "1099-INT");
    const waiting = await postAs(app, expert, "Accountant/MoveTaxPreparationJob", {
      quoteId,
      statusId: JobStatusId.waitingForInformation,
      note: "The W-2 and the 1099-INT, please.",
    });
    expect(waiting.statusCode).toBe(200);

    // One of two: the job still waits.
    expect((await give(taxpayer, quoteId, w2)).statusCode).toBe(200);
    expect((await jobRow(quoteId))?.statusId).toBe(JobStatusId.waitingForInformation);
    expect((await latestNoticeTo(expert.id))?.title).toBe(t("documents.providedTitle"));

    expect((await give(taxpayer, quoteId, interest)).statusCode).toBe(200);
    expect(await jobRow(quoteId)).toMatchObject({ statusId: JobStatusId.inProcess, statusNote: null });
    const taxYear = String(app.services.clock.now().getUTCFullYear() - 1);
    expect(await latestNoticeTo(expert.id)).toMatchObject({
      title: t("jobTimeline.documentsCompleteTitle", { name: "Dana" }),
      description: t("jobTimeline.documentsCompleteMovedText", {
        name: "Dana",
        document: "1099-INT",
        taxYear,
      }),
    });
    expect((await moves(quoteId)).at(-1)).toMatchObject({
      actorUserId: taxpayer.id,
      detail: {
        fromStatusId: JobStatusId.waitingForInformation,
        statusId: JobStatusId.inProcess,
        withNote: false,
        afterStep: "documents-complete",
      },
    });
  });

  it("leaves a job that is not waiting for information where it is", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const w2 = await asked(expert, quoteId, "W-2");
    expect((await give(taxpayer, quoteId, w2)).statusCode).toBe(200);
    expect((await jobRow(quoteId))?.statusId).toBe(JobStatusId.notStarted);
    expect(await moves(quoteId)).toEqual([]);
    expect((await latestNoticeTo(expert.id))?.title).toBe(t("documents.providedTitle"));
  });
});
