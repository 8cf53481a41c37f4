import type { DraftReturn, TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, type TestUser } from "../../../test/factories";
import { postAs } from "../../../test/invoices";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { multipart, smallPdf } from "../../../test/uploads";
import { auditEntries, returnDrafts } from "../../db/schema";
import { markJobFiled } from "./job-filing";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const share = (expert: TestUser, quoteId: number, name: string) =>
  app.inject({
    method: "POST",
    url: "/api/Accountant/UploadTaxReturnFile",
    headers: bearer(expert),
    body: multipart({ quoteId: String(quoteId) }, { taxReturn: [smallPdf(), name] }),
  });
const review = (
  user: TestUser,
  body: { quoteId: number; approve?: unknown; comment?: string; draftId?: number },
) => postAs(app, user, "Taxpayer/ReviewDraftReturn", body);
const detailOf = async (user: TestUser, quoteId: number) =>
  (await getAs<TaxPreparationDetail>(app, user, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)).body;
const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ errorMessage: string; errors?: { field: string }[] }>();
const noticesOf = async (user: TestUser) =>
  (await getAs<{ title: string; description: string }[]>(app, user, "User/GetUserNotifications")).body;
const download = (user: TestUser, draft: DraftReturn | null | undefined) =>
  app.inject({ method: "GET", url: draft?.file.url ?? "/api/files/0", headers: bearer(user) });

describe("the return shared as a draft for the taxpayer's review", () => {
  it("is replaced by each upload until filed, every draft kept on the job's page for both sides", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    expect((await detailOf(taxpayer, quoteId)).draftReturn).toBeNull();
    expect((await share(expert, quoteId, "first.pdf")).statusCode).toBe(200);
    expect((await noticesOf(taxpayer))[0]?.title).toBe("Your draft return is ready for review");
    const first = (await detailOf(taxpayer, quoteId)).draftReturn;
    expect(first).toMatchObject({ file: { name: "first.pdf" }, review: "pending", comment: null });

    expect((await share(expert, quoteId, "second.pdf")).statusCode).toBe(200);
    for (const user of [taxpayer, expert]) {
      const detail = await detailOf(user, quoteId);
      expect(detail.jobStatusId).toBe(1);
      expect(detail.taxReturnFile?.name).toBe("second.pdf");
      expect(detail.draftReturn?.file.name).toBe("second.pdf");
      expect(detail.draftReturns?.map((draft) => draft.file.name)).toEqual(["second.pdf", "first.pdf"]);
      // The replaced draft stays readable by the job's two sides, as its history.
      expect((await download(user, first)).statusCode).toBe(200);
    }
    expect((await download(await createExpert(app), first)).statusCode).toBe(404);
    const taxpayerList = await getAs<{ taxReturnFile: { name: string } | null }[]>(
      app,
      taxpayer,
      "Taxpayer/GetTaxpayerTaxPreparations",
    );
    expect(taxpayerList.body[0]?.taxReturnFile?.name).toBe("second.pdf");
    const shared = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "tax-preparation.draft-shared"),
          eq(auditEntries.subject, `quote:${quoteId}`),
        ),
      );
    expect(shared).toHaveLength(2);

    await db.transaction((tx) => markJobFiled(tx, quoteId, new Date()));
    const late = await share(expert, quoteId, "third.pdf");
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).errorMessage).toBe(t("jobStages.returnFiled"));
    expect((await detailOf(expert, quoteId)).draftReturns).toHaveLength(2);
    const afterFiling = await review(taxpayer, { quoteId, approve: true });
    expect(afterFiling.statusCode).toBe(409);
    expect(errorOf(afterFiling).errorMessage).toBe(t("jobStages.draftFiled"));
  });

  it("is approved by its taxpayer, or changes are asked with a comment; the professional is told", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    const none = await review(taxpayer, { quoteId, approve: true });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).errorMessage).toBe(t("jobStages.noDraft"));

    await share(expert, quoteId, "draft-1.pdf");
    const draft = (await detailOf(taxpayer, quoteId)).draftReturn;
    const asked = await review(taxpayer, {
      quoteId,
      draftId: draft?.id,
      approve: false,
      comment: "  Line 12 is missing my daughter.  ",
    });
    expect(asked.statusCode).toBe(200);
    expect((await detailOf(expert, quoteId)).draftReturn).toMatchObject({
      review: "changes_requested",
      comment: "Line 12 is missing my daughter.",
      reviewedAt: expect.any(String),
    });
    expect((await noticesOf(expert))[0]).toMatchObject({
      title: "Your client asked for changes to the draft return",
      description: expect.stringContaining("“Line 12 is missing my daughter.”"),
    });
    // The same review again changes nothing; another one of the same draft is refused.
    expect(
      (await review(taxpayer, { quoteId, approve: false, comment: "Line 12 is missing my daughter." }))
        .statusCode,
    ).toBe(200);
    const changedMind = await review(taxpayer, { quoteId, approve: true });
    expect(changedMind.statusCode).toBe(409);
    expect(errorOf(changedMind).errorMessage).toBe(t("jobStages.alreadyReviewed"));

    await share(expert, quoteId, "draft-2.pdf");
    const stale = await review(taxpayer, { quoteId, draftId: draft?.id, approve: true });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).errorMessage).toBe(t("jobStages.draftReplaced"));
    expect((await review(taxpayer, { quoteId, approve: true })).statusCode).toBe(200);
    const detail = await detailOf(taxpayer, quoteId);
    expect(detail.draftReturn).toMatchObject({ review: "approved", comment: null });
    expect(detail.draftReturns?.[1]).toMatchObject({ review: "changes_requested" });
    expect((await noticesOf(expert))[0]?.title).toBe("Your client approved the draft return");
  });

  it("is reviewed by the job's taxpayer alone; a missing or long comment is a 400 naming it", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await share(expert, quoteId, "draft.pdf");
    const other = await startedJob(app);
    expect((await review(other.taxpayer, { quoteId, approve: true })).statusCode).toBe(404);
    expect((await review(expert, { quoteId, approve: true })).statusCode).toBe(403);
    for (const body of [
      { quoteId, approve: false },
      { quoteId, approve: false, comment: "   " },
      { quoteId, approve: false, comment: "x".repeat(2001) },
    ]) {
      const bad = await review(taxpayer, body);
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).errors?.[0]?.field).toBe("comment");
    }
    const noChoice = await review(taxpayer, { quoteId, approve: "yes" });
    expect(noChoice.statusCode).toBe(400);
    expect(errorOf(noChoice).errors?.[0]?.field).toBe("approve");
    const [row] = await db.select().from(returnDrafts).where(eq(returnDrafts.quoteId, quoteId));
    expect(row).toMatchObject({ reviewStatus: "pending", comment: null, reviewedAt: null });
  });

  it("takes no draft for a cancelled job", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await postAs(app, taxpayer, "Taxpayer/CancelJob", { quoteId });
    const refused = await share(expert, quoteId, "draft.pdf");
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).errorMessage).toBe(t("jobCancellation.noReturnUpload"));
    expect((await review(taxpayer, { quoteId, approve: true })).statusCode).toBe(409);
  });
});
