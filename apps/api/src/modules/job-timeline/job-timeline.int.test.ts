import { type JobDocument, JobStatusId, RoleId, type SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requestDocument, uploadRequested } from "../../../test/documents";
import { readAndSign, sentQuote } from "../../../test/engagement-letters";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { acknowledge, recordFiling } from "../../../test/filings";
import { postAs } from "../../../test/invoices";
import { completeOrganizer, jobTimelineOf, name } from "../../../test/job-timeline";
import { createExpert, postQuery, startedJob } from "../../../test/marketplace";
import { generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart, smallPdf } from "../../../test/uploads";
import { jobMilestones, signatureRequests } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2026-11-02T15:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const { db } = app.services;

/** Moves the clock and signs the people in again: sessions last a week, the story longer. */
async function at(iso: string, ...people: TestUser[]) {
  clock.set(new Date(iso));
  for (const person of people) {
    person.token = (
      await app.services.sessions.open({ id: person.id, roleId: person.roleId }, { factor: "password" })
    ).token;
  }
}

const draftFor8879 = (expert: TestUser, quoteId: number, title: string, efileAuthorization?: string) =>
  generatedPdf(1).then((pdf) =>
    app.inject({
      method: "POST",
      url: "/api/Accountant/SignatureRequestDraft",
      headers: bearer(expert),
      body: multipart(
        { quoteId: String(quoteId), title, efileAuthorization },
        { document: [Buffer.from(pdf), "form.pdf"] },
      ),
    }),
  );
/** Stands for every signer signing: the request completed at the clock's time. */
const completed = (requestId: number) =>
  db
    .update(signatureRequests)
    .set({ status: "completed", completedAt: clock.now() })
    .where(eq(signatureRequests.id, requestId));

describe("GET /User/GetJobTimeline", () => {
  it("tells each side where the job stands, on their own calendar, from hiring to the refund", async () => {
    await at("2026-11-02T15:00:00Z");
    const { expert, taxpayer, quoteId } = await sentQuote(app, { turnaroundDays: "5" });
    expect((await readAndSign(app, taxpayer, quoteId)).statusCode).toBe(200);
    expect((await postQuery(app, expert, "Accountant/ConfirmQuote", { quoteId })).statusCode).toBe(200);
    await name(app, taxpayer, "Dana");
    // The professional works from Honolulu: their days end five hours after New York's.
    await name(app, expert, "Ana", "Pacific/Honolulu");

    const hired = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    expect(hired.steps.map((each) => [each.step, each.reachedOn])).toEqual([
      ["hired", "2026-11-02"],
      ["engagementSigned", "2026-11-02"],
      ["organizerComplete", null],
      ["documentsComplete", null],
      ["inReview", null],
      ["return8879Signed", null],
      ["filed", null],
      ["accepted", null],
    ]);
    expect(hired.next).toEqual({
      step: "organizerComplete",
      waitingOn: "taxpayer",
      expectedOn: null,
      late: false,
      sentence: t("jobTimeline.youFinishOrganizer"),
    });
    expect((await jobTimelineOf(app, expert, quoteId)).body.next?.sentence).toBe(
      "Waiting on Dana: finish the organizer.",
    );

    // A document asked for; the organizer finished at 3 a.m. in New York, 10 p.m. the day before in Honolulu.
    const w2 = (await requestDocument(app, expert, { quoteId, title: "W-2" })).json<JobDocument>();
    await at("2026-11-03T08:00:00Z", expert, taxpayer);
    expect((await completeOrganizer(app, taxpayer, quoteId)).statusCode).toBe(200);
    const organized = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    expect(organized.steps.find((each) => each.step === "organizerComplete")?.reachedOn).toBe("2026-11-03");
    expect(organized.next).toMatchObject({
      step: "documentsComplete",
      sentence: "Waiting on you: upload the documents your professional asked for.",
    });
    const ana = (await jobTimelineOf(app, expert, quoteId)).body;
    expect(ana.steps.find((each) => each.step === "organizerComplete")?.reachedOn).toBe("2026-11-02");
    expect(ana.next?.sentence).toBe("Waiting on Dana: upload the documents you asked for.");

    // The last document on Wednesday: the review is expected two business days later, on Friday.
    await at("2026-11-04T15:00:00Z", expert, taxpayer);
    expect((await uploadRequested(app, taxpayer, quoteId, w2.id, [smallPdf(), "w2.pdf"])).statusCode).toBe(
      200,
    );
    const ready = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    expect(ready.steps.find((each) => each.step === "documentsComplete")?.reachedOn).toBe("2026-11-04");
    expect(ready.next).toEqual({
      step: "inReview",
      waitingOn: "professional",
      expectedOn: "2026-11-06",
      late: false,
      sentence: "Your professional will start reviewing what you gave; expected by Nov 6.",
    });

    // Monday: the review is late, for both sides.
    await at("2026-11-09T15:00:00Z", expert, taxpayer);
    const late = (await jobTimelineOf(app, expert, quoteId)).body;
    expect(late.steps.find((each) => each.step === "inReview")).toMatchObject({
      expectedOn: "2026-11-06",
      late: true,
    });
    expect(late.next).toMatchObject({
      late: true,
      sentence: "Your move: start reviewing what Dana gave; it was expected by Nov 6.",
    });

    // In for review: the quoted five business days count from Wednesday, past Veterans Day.
    expect(
      (
        await postAs(app, expert, "Accountant/MoveTaxPreparationJob", {
          quoteId,
          statusId: JobStatusId.inForReview,
        })
      ).statusCode,
    ).toBe(200);
    const reviewing = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    expect(reviewing.steps.find((each) => each.step === "inReview")?.reachedOn).toBe("2026-11-09");
    expect(reviewing.next).toMatchObject({
      step: "return8879Signed",
      expectedOn: "2026-11-12",
      sentence: "Your professional is preparing your return; expected by Nov 12.",
    });

    // Only a request marked as the e-file authorization counts as the 8879.
    const other = await draftFor8879(expert, quoteId, "Consent to disclose");
    expect(other.json<SignatureRequest>().efileAuthorization).toBe(false);
    await completed(other.json<SignatureRequest>().id);
    expect((await jobTimelineOf(app, taxpayer, quoteId)).body.next?.step).toBe("return8879Signed");
    const form = await draftFor8879(expert, quoteId, "IRS e-file signature authorization", "true");
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json<SignatureRequest>().efileAuthorization).toBe(true);
    await at("2026-11-12T15:00:00Z", expert, taxpayer);
    await completed(form.json<SignatureRequest>().id);
    await at("2026-11-13T15:00:00Z", expert, taxpayer);
    const signed = (await jobTimelineOf(app, expert, quoteId)).body;
    expect(signed.steps.find((each) => each.step === "return8879Signed")?.reachedOn).toBe("2026-11-12");
    expect(signed.next).toMatchObject({
      step: "filed",
      expectedOn: "2026-11-16",
      sentence: "Your move: file the return; expected by Nov 16.",
    });

    // Filed, then accepted with a refund: the IRS's part, 21 days after accepting.
    const filed = await recordFiling(app, expert, quoteId);
    expect((await jobTimelineOf(app, taxpayer, quoteId)).body.next).toMatchObject({
      step: "accepted",
      waitingOn: "irs",
      expectedOn: "2026-11-17",
      sentence: t("jobTimeline.irsAnswers"),
    });
    await acknowledge(app, expert, filed.filings[0]?.id ?? 0);
    const outcome = await postAs(app, expert, "Accountant/RecordReturnOutcome", {
      quoteId,
      refundCents: 120_000,
    });
    expect(outcome.statusCode).toBe(200);
    const waitingRefund = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    expect(waitingRefund.steps.slice(-3).map((each) => [each.step, each.reachedOn])).toEqual([
      ["filed", "2026-11-13"],
      ["accepted", "2026-11-13"],
      ["refundIssued", null],
    ]);
    expect(waitingRefund.next).toMatchObject({
      step: "refundIssued",
      expectedOn: "2026-12-04",
      sentence: "The IRS issues most refunds within 21 days of accepting the return; expected by Dec 4.",
    });
    const issued = await postAs(app, taxpayer, "Taxpayer/MarkRefundIssued", {
      quoteId,
      issuedOn: "2026-11-13",
    });
    expect(issued.statusCode).toBe(200);
    expect((await jobTimelineOf(app, taxpayer, quoteId)).body.next).toBeNull();
  });

  it("falls back to the stage change for a job moved in for review before milestones were kept", async () => {
    await at("2026-11-16T15:00:00Z");
    const { expert, taxpayer, quoteId } = await startedJob(app);
    for (const statusId of [JobStatusId.inProcess, JobStatusId.inForReview]) {
      await postAs(app, expert, "Accountant/MoveTaxPreparationJob", { quoteId, statusId });
    }
    await db.delete(jobMilestones).where(eq(jobMilestones.quoteId, quoteId));
    const timeline = (await jobTimelineOf(app, taxpayer, quoteId)).body;
    // No letter (chosen with the older call), the organizer passed by: the professional's part is next.
    expect(timeline.steps.map((each) => each.step)).not.toContain("engagementSigned");
    expect(timeline.steps.find((each) => each.step === "inReview")?.reachedOn).toBe("2026-11-16");
    expect(timeline.steps.find((each) => each.step === "organizerComplete")).toMatchObject({
      reachedOn: null,
      waitingOn: null,
      late: false,
    });
    expect(timeline.next).toMatchObject({
      step: "return8879Signed",
      waitingOn: "professional",
      expectedOn: null,
    });
    expect(timeline.next?.sentence).toBe("Your professional is preparing your return.");

    // A cancelled job tells its steps and nothing next.
    const cancelled = await startedJob(app);
    expect(
      (await postAs(app, cancelled.taxpayer, "Taxpayer/CancelJob", { quoteId: cancelled.quoteId }))
        .statusCode,
    ).toBe(200);
    expect((await jobTimelineOf(app, cancelled.taxpayer, cancelled.quoteId)).body.next).toBeNull();
  });

  it("is the job's two sides' alone: 404 for anyone else, 403 for an operator, 401 without a session", async () => {
    const { quoteId } = await startedJob(app);
    for (const stranger of [await createSignedInUser(app, RoleId.taxpayer), await createExpert(app)]) {
      const missing = await jobTimelineOf(app, stranger, quoteId);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ errorMessage: t("taxPreparation.jobNotFound") });
    }
    expect((await jobTimelineOf(app, await createSignedInUser(app, RoleId.admin), quoteId)).status).toBe(403);
    const anonymous = await app.inject({ method: "GET", url: `/api/User/GetJobTimeline?quoteId=${quoteId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
