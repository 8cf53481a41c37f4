import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { postAs } from "../../../test/invoices";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, taxPreparationJobs } from "../../db/schema";
import { markJobFiled } from "./job-filing";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const move = (user: TestUser, quoteId: number, statusId: unknown, note?: string) =>
  postAs(app, user, "Accountant/MoveTaxPreparationJob", { quoteId, statusId, ...(note ? { note } : {}) });
const detailOf = async (user: TestUser, quoteId: number) =>
  (await getAs<TaxPreparationDetail>(app, user, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)).body;
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ errorMessage: string; errors?: { field: string }[] }>();
const noticesOf = async (user: TestUser) =>
  (
    await getAs<{ title: string; description: string; link: string }[]>(
      app,
      user,
      "User/GetUserNotifications",
    )
  ).body;
const auditOf = (quoteId: number, action: "tax-preparation.job-moved") =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `quote:${quoteId}`)))
    // In the order written: PostgreSQL returns rows in no set order without one.
    .orderBy(asc(auditEntries.id));

describe("POST /Accountant/MoveTaxPreparationJob", () => {
  it("moves the job forward or between in process and waiting, telling the taxpayer what happens next", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    expect((await move(expert, quoteId, 2)).statusCode).toBe(200);
    expect((await detailOf(taxpayer, quoteId)).jobStatusId).toBe(2);
    expect((await noticesOf(taxpayer))[0]).toMatchObject({
      title: "Your tax preparation is in process",
      description: expect.stringContaining("Your professional is working on your"),
      link: `user/tax_preparation/${quoteId}`,
    });

    const waiting = await move(expert, quoteId, 9, "  Please upload your 1099-INT from the bank.  ");
    expect(waiting.statusCode).toBe(200);
    const detail = await detailOf(taxpayer, quoteId);
    expect(detail).toMatchObject({
      jobStatusId: 9,
      statusNote: "Please upload your 1099-INT from the bank.",
    });
    expect((await noticesOf(taxpayer))[0]?.description).toContain(
      "“Please upload your 1099-INT from the bank.”",
    );

    // The same stage again changes nothing and tells nobody.
    const told = (await noticesOf(taxpayer)).length;
    expect((await move(expert, quoteId, 9, "Something else")).statusCode).toBe(200);
    expect((await detailOf(taxpayer, quoteId)).statusNote).toBe("Please upload your 1099-INT from the bank.");
    expect(await noticesOf(taxpayer)).toHaveLength(told);

    expect((await move(expert, quoteId, 2)).statusCode).toBe(200);
    expect((await detailOf(expert, quoteId)).statusNote).toBeNull();
    expect((await move(expert, quoteId, 3)).statusCode).toBe(200);
    expect((await noticesOf(taxpayer))[0]?.title).toBe("Your tax preparation is in for review");

    // In for review does not go back; nor does any started job to not started.
    const back = await move(expert, quoteId, 2);
    expect(back.statusCode).toBe(409);
    expect(errorOf(back).errorMessage).toBe(t("jobStages.cannotMoveBack", { stage: "in process" }));
    expect((await move(expert, quoteId, 1)).statusCode).toBe(409);
    expect((await detailOf(expert, quoteId)).jobStatusId).toBe(3);

    const entries = await auditOf(quoteId, "tax-preparation.job-moved");
    expect(entries.map((entry) => entry.detail)).toEqual([
      { fromStatusId: 1, statusId: 2, withNote: false },
      { fromStatusId: 2, statusId: 9, withNote: true },
      { fromStatusId: 9, statusId: 2, withNote: false },
      { fromStatusId: 2, statusId: 3, withNote: false },
    ]);
    expect(entries[0]).toMatchObject({ actorUserId: expert.id, subjectUserId: taxpayer.id });
  });

  it("never files the job, and leaves a filed or cancelled job where it is, in words", async () => {
    const { expert, quoteId } = await startedJob(app);
    const toFiled = await move(expert, quoteId, 4);
    expect(toFiled.statusCode).toBe(409);
    expect(errorOf(toFiled).errorMessage).toBe(t("jobStages.filedByFiling"));
    expect((await detailOf(expert, quoteId)).jobStatusId).toBe(1);

    await db.transaction((tx) => markJobFiled(tx, quoteId, new Date()));
    const afterFiling = await move(expert, quoteId, 2);
    expect(afterFiling.statusCode).toBe(409);
    expect(errorOf(afterFiling).errorMessage).toBe(t("jobStages.jobFiled"));

    const cancelled = await startedJob(app);
    expect(
      (await postAs(app, cancelled.taxpayer, "Taxpayer/CancelJob", { quoteId: cancelled.quoteId }))
        .statusCode,
    ).toBe(200);
    const refused = await move(cancelled.expert, cancelled.quoteId, 2);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).errorMessage).toBe(t("jobCancellation.cancelled"));
  });

  it("is the job's professional's alone; bad input is a 400 naming the field, nothing changed", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const otherExpert = await createExpert(app);
    const stranger = await createSignedInUser(app, 1);
    expect((await move(otherExpert, quoteId, 2)).statusCode).toBe(404);
    expect((await move(taxpayer, quoteId, 2)).statusCode).toBe(403);
    expect((await move(stranger, quoteId, 2)).statusCode).toBe(403);
    for (const statusId of [5, 0, "in process", null]) {
      const bad = await move(expert, quoteId, statusId);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).errors?.[0]?.field).toBe("statusId");
    }
    const longNote = await move(expert, quoteId, 9, "x".repeat(501));
    expect(longNote.statusCode).toBe(400);
    expect(errorOf(longNote).errors?.[0]?.field).toBe("note");
    const [row] = await db
      .select({ statusId: taxPreparationJobs.statusId })
      .from(taxPreparationJobs)
      .where(eq(taxPreparationJobs.quoteId, quoteId));
    expect(row?.statusId).toBe(1);
  });
});

describe("markJobFiled", () => {
  it("files the job once, again changing nothing, and refuses a cancelled job", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const at = new Date("2027-03-01T12:00:00Z");
    await db.transaction((tx) => markJobFiled(tx, quoteId, at));
    await db.transaction((tx) => markJobFiled(tx, quoteId, new Date("2027-04-01T12:00:00Z")));
    const [row] = await db.select().from(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, quoteId));
    expect(row).toMatchObject({ statusId: 4, filedAt: at, statusChangedAt: at });
    expect((await detailOf(taxpayer, quoteId)).jobStatusId).toBe(4);

    const cancelled = await startedJob(app);
    await postAs(app, cancelled.taxpayer, "Taxpayer/CancelJob", { quoteId: cancelled.quoteId });
    await expect(db.transaction((tx) => markJobFiled(tx, cancelled.quoteId, at))).rejects.toMatchObject({
      message: t("jobCancellation.cancelled"),
    });
  });
});
