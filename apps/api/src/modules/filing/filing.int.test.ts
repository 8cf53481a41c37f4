import { type JobFilings, JobStatusId, rejectCodeEntry, type TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import {
  acknowledge,
  dayOfApp,
  filingBody,
  jobInForReview,
  recordFiling,
  submissionId,
} from "../../../test/filings";
import { postAs } from "../../../test/invoices";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { auditEntries, notifications } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
const { db } = app.services;

const errorOf = (response: { json: <T>() => T }) => response.json<{ errorMessage: string }>().errorMessage;
const filingsOf = (user: TestUser, quoteId: number) =>
  getAs<JobFilings>(app, user, `TaxPreparation/GetFilings?quoteId=${quoteId}`);
const toldTo = (userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));
const audited = (action: string, quoteId: number) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, `quote:${quoteId}`)))
    .orderBy(auditEntries.id);

describe("recording a filing", () => {
  it("files the job with its first filing, tells the taxpayer and audits; a state follows the federal", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const federal = await recordFiling(app, expert, quoteId);
    expect(federal.filings).toEqual([
      expect.objectContaining({
        jurisdiction: "federal",
        method: "efile",
        status: "submitted",
        amended: false,
      }),
    ]);
    const detail = (
      await getAs<TaxPreparationDetail>(app, taxpayer, `TaxPreparation/GetTaxPreparation?quoteId=${quoteId}`)
    ).body;
    expect(detail.jobStatusId).toBe(JobStatusId.filed);
    const [notice] = await toldTo(taxpayer.id);
    expect(notice?.title).toBe(t("filing.filedTitle", { taxYear: String(federal.taxYear) }));
    expect(await audited("filing.recorded", quoteId)).toHaveLength(1);

    // A state return on paper after the federal one: the job is already filed.
    const state = await recordFiling(app, expert, quoteId, {
      jurisdiction: "CA",
      method: "paper",
      submissionId: undefined,
    });
    expect(state.filings.map((filing) => [filing.jurisdictionName, filing.submissionId])).toEqual([
      ["federal", federal.filings[0]?.submissionId],
      ["California", null],
    ]);
    // Both sides read them; the taxpayer sees the same list.
    expect((await filingsOf(taxpayer, quoteId)).body.filings).toHaveLength(2);
  });

  it("refuses a job not in for review, a second original, and an amendment before filing, in words", async () => {
    const early = await startedJob(app, "480");
    const refused = await postAs(
      app,
      early.expert,
      "Accountant/RecordFiling",
      filingBody(app, early.quoteId),
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(t("filing.notInForReview"));
    const amended = await postAs(
      app,
      early.expert,
      "Accountant/RecordFiling",
      filingBody(app, early.quoteId, { amended: true }),
    );
    expect(amended.statusCode).toBe(409);
    expect(errorOf(amended)).toBe(t("filing.amendedNeedsFiled"));

    const { expert, quoteId } = await jobInForReview(app);
    await recordFiling(app, expert, quoteId);
    const twice = await postAs(app, expert, "Accountant/RecordFiling", filingBody(app, quoteId));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toBe(t("filing.alreadyFiledThere", { jurisdiction: "federal" }));
    // A 1040-X on the filed job is a new filing.
    const x = await recordFiling(app, expert, quoteId, { amended: true });
    expect(x.filings.at(-1)).toMatchObject({ amended: true, status: "submitted" });
  });

  it("records one of two originals sent at once; the other is refused in words", async () => {
    const { expert, quoteId } = await jobInForReview(app);
    const both = await Promise.all(
      [0, 1].map(() => postAs(app, expert, "Accountant/RecordFiling", filingBody(app, quoteId))),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((response) => response.statusCode === 409);
    expect(refused && errorOf(refused)).toBe(t("filing.alreadyFiledThere", { jurisdiction: "federal" }));
  });

  it("answers 400 naming the field for bad input, and 404 for someone else's job", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const cases: [object, string, string][] = [
      [{ filedOn: dayOfApp(app, 1) }, "filedOn", t("filing.inFuture")],
      [{ filedOn: dayOfApp(app, -3) }, "filedOn", t("filing.beforeJob")],
      [{ submissionId: "ABC" }, "submissionId", t("filing.submissionIdNeeded")],
      [{ method: "paper" }, "submissionId", t("filing.submissionIdOnPaper")],
      [{ jurisdiction: "XX" }, "jurisdiction", t("filing.jurisdictionInvalid")],
      [{ filedOn: "15/04/2027" }, "filedOn", t("filing.dateInvalid")],
    ];
    for (const [extra, field, message] of cases) {
      const response = await postAs(app, expert, "Accountant/RecordFiling", filingBody(app, quoteId, extra));
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
      expect(response.body, field).toContain(message);
    }
    const stranger = await createSignedInUser(app, 2);
    const theirs = await postAs(app, stranger, "Accountant/RecordFiling", filingBody(app, quoteId));
    expect(theirs.statusCode).toBe(404);
    expect(
      (await postAs(app, taxpayer, "Accountant/RecordFiling", filingBody(app, quoteId))).statusCode,
    ).toBe(403);
    expect((await filingsOf(stranger, quoteId)).status).toBe(404);
    // A submission id names one submission.
    const id = submissionId();
    await recordFiling(app, expert, quoteId, { submissionId: id });
    const other = await jobInForReview(app);
    const reused = await postAs(
      app,
      other.expert,
      "Accountant/RecordFiling",
      filingBody(app, other.quoteId, { submissionId: id }),
    );
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toBe(t("filing.submissionIdTaken"));
  });
});

describe("the IRS's acknowledgment", () => {
  it("records an acceptance with its date; the same answer again is 200, another one 409", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const [filing] = (await recordFiling(app, expert, quoteId)).filings;
    const filingId = filing?.id ?? 0;
    const accepted = await acknowledge(app, expert, filingId);
    expect(accepted.filings[0]).toMatchObject({ status: "accepted", acknowledgedOn: dayOfApp(app) });
    expect(accepted.federalAccepted).toBe(true);
    expect((await toldTo(taxpayer.id))[0]?.title).toBe(
      t("filing.acceptedTitle", { jurisdiction: "federal" }),
    );
    expect((await acknowledge(app, expert, filingId)).filings[0]?.status).toBe("accepted");
    const changed = await postAs(app, expert, "Accountant/RecordFilingAcknowledgment", {
      filingId,
      accepted: false,
      acknowledgedOn: dayOfApp(app),
      rejectCode: "IND-031-04",
    });
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed)).toBe(t("filing.alreadyAcknowledged", { answer: t("filing.acceptedWord") }));
  });

  it("records a rejection with its meaning, tells the taxpayer in the app and by mail, and a correction links back", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const [filing] = (await recordFiling(app, expert, quoteId)).filings;
    const rejected = await acknowledge(app, expert, filing?.id ?? 0, "R0000-500-01");
    const entry = rejectCodeEntry("R0000-500-01");
    expect(rejected.filings[0]).toMatchObject({
      status: "rejected",
      rejectCode: "R0000-500-01",
      rejectMeaning: entry?.meaning,
      rejectNextStep: entry?.nextStep,
      correctedByFilingId: null,
    });
    const title = t("filing.rejectedTitle", { jurisdiction: "federal" });
    expect((await toldTo(taxpayer.id))[0]?.title).toBe(title);
    const mail = await latestMailTo(app, taxpayer.email, title);
    expect(mail?.text).toContain(entry?.meaning);
    expect(mail?.text).not.toContain(filing?.submissionId ?? "none");

    const corrected = await recordFiling(app, expert, quoteId, { correctsFilingId: filing?.id });
    expect(corrected.filings[0]?.correctedByFilingId).toBe(corrected.filings[1]?.id);
    expect(corrected.filings[1]?.correctsFilingId).toBe(filing?.id);
  });

  it("refuses an unknown code, a missing one, a bad date, and someone else's filing", async () => {
    const { expert, quoteId } = await jobInForReview(app);
    const [filing] = (await recordFiling(app, expert, quoteId)).filings;
    const body = { filingId: filing?.id, accepted: false, acknowledgedOn: dayOfApp(app) };
    const send = (user: TestUser, extra: object) =>
      postAs(app, user, "Accountant/RecordFilingAcknowledgment", { ...body, ...extra });
    const unknown = await send(expert, { rejectCode: "IND-999-99" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(t("filing.rejectCodeUnknown", { code: "IND-999-99" }));
    expect((await send(expert, {})).body).toContain(t("filing.rejectCodeNeeded"));
    const future = await send(expert, { rejectCode: "IND-031-04", acknowledgedOn: dayOfApp(app, 1) });
    expect(future.statusCode).toBe(400);
    expect(future.body).toContain("acknowledgedOn");
    const long = await send(expert, { rejectCode: "IND-031-04", explanation: "x".repeat(1001) });
    expect(long.body).toContain(t("filing.explanationTooLong"));
    const stranger = await createSignedInUser(app, 2);
    const theirs = await send(stranger, { rejectCode: "IND-031-04" });
    expect(theirs.statusCode).toBe(404);
    expect(errorOf(theirs)).toBe(t("filing.filingNotFound"));
  });
});

describe("the outcome after acceptance", () => {
  it("records a refund the taxpayer then marks issued; refuses before acceptance and bad amounts", async () => {
    const { expert, taxpayer, quoteId } = await jobInForReview(app);
    const [filing] = (await recordFiling(app, expert, quoteId)).filings;
    const early = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      refundCents: 120_000,
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early)).toBe(t("filing.notAccepted"));
    await acknowledge(app, expert, filing?.id ?? 0);

    const both = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      refundCents: 100,
      amountDueCents: 100,
      paymentDueOn: dayOfApp(app, 30),
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain(t("filing.outcomeOneOf"));
    const fraction = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      refundCents: 10.5,
    });
    expect(fraction.statusCode).toBe(400);
    const noDate = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      amountDueCents: 5000,
    });
    expect(noDate.body).toContain(t("filing.dueDateNeeded"));
    const past = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      amountDueCents: 5000,
      paymentDueOn: dayOfApp(app, -1),
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past)).toBe(t("filing.dueDatePast"));

    const refund = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      refundCents: 120_000,
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json<JobFilings>().outcome).toMatchObject({ refundCents: 120_000, amountDueCents: null });
    expect((await toldTo(taxpayer.id))[0]?.description).toBe(t("filing.refundText", { amount: "$1,200.00" }));

    const issued = await postAs(app, taxpayer, "Taxpayer/MarkRefundIssued", {
      quoteId,
      issuedOn: dayOfApp(app),
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json<JobFilings>().outcome?.refundIssuedOn).toBe(dayOfApp(app));
    const stranger = await createSignedInUser(app, 1);
    expect(
      (await postAs(app, stranger, "Taxpayer/MarkRefundIssued", { quoteId, issuedOn: dayOfApp(app) }))
        .statusCode,
    ).toBe(404);
    expect(await audited("filing.refund-issued", quoteId)).toHaveLength(1);
  });
});
