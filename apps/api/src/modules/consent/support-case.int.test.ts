import { RoleId, SUPPORT_CASE_HOURS, supportCaseTexts } from "@taxlane/contract";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callsAs, createSignedInUser, type TestUser } from "../../../test/factories";
import { createExpert, startedBusinessJob, startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { auditEntries } from "../../db/schema";
import { offsetClock, systemClock } from "../../lib/clock";

const hourMs = 60 * 60 * 1000;

describe("support cases: a taxpayer lets operators read a job's organizer for a limited time", async () => {
  const clock = offsetClock(systemClock);
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
  const { db } = app.services;
  const operator = await createSignedInUser(app, RoleId.admin);

  const { get, post } = callsAs(app);
  const entries = (action: string, actor: TestUser) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.actorUserId, actor.id)))
      .orderBy(desc(auditEntries.id));

  /** A job whose taxpayer saved a W-2 file and a text answer. */
  async function jobWithAnswers() {
    const job = await startedJob(app);
    const saved = await saveAnswers(app, job.taxpayer, [
      {
        quoteId: job.quoteId,
        question: "taxPayer_W2FormFile",
        answerTypeId: 6,
        categoryId: 19,
        isFile: true,
        files: [[smallPdf(), "w2.pdf"]],
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const own = await get(job.taxpayer, `/taxPayer/GetOrganizerQuestionAnswers?quoteId=${job.quoteId}`);
    const fileId = own.json<{ files: { id: number }[] }[]>()[0]?.files[0]?.id;
    if (fileId === undefined) throw new Error("no file saved");
    return { ...job, fileId };
  }
  const openCase = async (taxpayer: TestUser, quoteId: number) => {
    const opened = await post(taxpayer, "/Taxpayer/OpenSupportCase", {
      quoteId,
      message: "My W-2 upload looks wrong.",
    });
    expect(opened.statusCode).toBe(200);
    const caseId = opened.json<{ openCase: { id: number } | null }>().openCase?.id;
    if (caseId === undefined) throw new Error("no case opened");
    return caseId;
  };

  it("refuses operators a taxpayer's answers and files without a case, and gives them while it is live", async () => {
    const { taxpayer, quoteId, fileId } = await jobWithAnswers();
    // No case: the file is as good as missing to an operator.
    expect((await get(operator, `/files/${fileId}`)).statusCode).toBe(404);

    const caseId = await openCase(taxpayer, quoteId);
    const status = (await get(taxpayer, `/Taxpayer/GetSupportCase?quoteId=${quoteId}`)).json<{
      openCase: { openedAt: string; expiresAt: string };
      hours: number;
    }>();
    expect(status.hours).toBe(SUPPORT_CASE_HOURS);
    expect(Date.parse(status.openCase.expiresAt) - Date.parse(status.openCase.openedAt)).toBe(
      SUPPORT_CASE_HOURS * hourMs,
    );
    const [opened] = await entries("support-case.opened", taxpayer);
    expect(opened).toMatchObject({ subject: `quote:${quoteId}`, detail: { supportCaseId: caseId } });

    const listed = await get(operator, "/Admin/SupportCases");
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ id: number; taxpayerEmail: string }[]>()).toContainEqual(
      expect.objectContaining({
        id: caseId,
        quoteId,
        taxpayerEmail: taxpayer.email,
        organizer: "individual",
      }),
    );
    // A business job's answers are labelled by the business organizer.
    const business = await startedBusinessJob(app);
    const businessCaseId = await openCase(business.taxpayer, business.quoteId);
    expect((await get(operator, "/Admin/SupportCases")).json<{ id: number }[]>()).toContainEqual(
      expect.objectContaining({ id: businessCaseId, organizer: "business" }),
    );
    // Listing the cases reads no tax information: only reading a case's answers is logged.
    expect(await entries("admin.support-cases-listed", operator)).toEqual([]);

    const answers = await get(operator, `/Admin/SupportCaseAnswers?caseId=${caseId}`);
    expect(answers.statusCode).toBe(200);
    expect(answers.json<{ question: string }[]>().map((answer) => answer.question)).toContain(
      "taxPayer_W2FormFile",
    );
    const [read] = await entries("organizer.read", operator);
    expect(read).toMatchObject({
      subjectUserId: taxpayer.id,
      subject: `quote:${quoteId}`,
      detail: { supportCaseId: caseId },
    });
    const file = await get(operator, `/files/${fileId}`);
    expect(file.statusCode).toBe(200);
    const [download] = await entries("files.download", operator);
    expect(download).toMatchObject({ subject: `file:${fileId}`, subjectUserId: taxpayer.id });

    // A second case while one is open is refused.
    const again = await post(taxpayer, "/Taxpayer/OpenSupportCase", { quoteId, message: "Again" });
    expect(again.statusCode).toBe(409);

    // Closing it ends the access at once.
    const closed = await post(taxpayer, "/Taxpayer/CloseSupportCase", { quoteId });
    expect(closed.json<{ openCase: unknown }>().openCase).toBeNull();
    expect((await entries("support-case.closed", taxpayer))[0]).toMatchObject({
      detail: { supportCaseId: caseId },
    });
    const refused = await get(operator, `/Admin/SupportCaseAnswers?caseId=${caseId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toBe(supportCaseTexts.noLiveCase);
    expect((await get(operator, `/files/${fileId}`)).statusCode).toBe(404);
    expect(
      (await get(operator, "/Admin/SupportCases")).json<{ id: number }[]>().map((row) => row.id),
    ).not.toContain(caseId);
  });

  it("opens one case when two are asked for at the same moment", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const asked = await Promise.all(
      ["The W-2 looks wrong.", "Please check my W-2."].map((message) =>
        post(taxpayer, "/Taxpayer/OpenSupportCase", { quoteId, message }),
      ),
    );
    expect(asked.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entries("support-case.opened", taxpayer)).toHaveLength(1);
  });

  it("ends the access when the case's hours run out", async () => {
    const { taxpayer, quoteId, fileId } = await jobWithAnswers();
    const caseId = await openCase(taxpayer, quoteId);
    expect((await get(operator, `/Admin/SupportCaseAnswers?caseId=${caseId}`)).statusCode).toBe(200);
    clock.advance(SUPPORT_CASE_HOURS * hourMs + 1000);
    expect((await get(operator, `/Admin/SupportCaseAnswers?caseId=${caseId}`)).statusCode).toBe(403);
    expect((await get(operator, `/files/${fileId}`)).statusCode).toBe(404);
    const status = await get(taxpayer, `/Taxpayer/GetSupportCase?quoteId=${quoteId}`);
    expect(status.json<{ openCase: unknown }>().openCase).toBeNull();
    expect((await get(operator, "/Admin/SupportCaseAnswers?caseId=2000000000")).statusCode).toBe(404);
  });

  it("refuses the operator calls to taxpayers and professionals, and the taxpayer calls to others", async () => {
    const { taxpayer, expert, quoteId, fileId } = await jobWithAnswers();
    const caseId = await openCase(taxpayer, quoteId);
    const stranger = await createSignedInUser(app, RoleId.taxpayer);
    const otherExpert = await createExpert(app);
    for (const url of ["/Admin/SupportCases", `/Admin/SupportCaseAnswers?caseId=${caseId}`]) {
      for (const user of [taxpayer, expert, stranger, otherExpert]) {
        expect((await get(user, url)).statusCode).toBe(403);
      }
      expect((await get(null, url)).statusCode).toBe(401);
    }
    // Another professional still cannot read the file because of the case.
    expect((await get(otherExpert, `/files/${fileId}`)).statusCode).toBe(404);
    // Only the job's taxpayer opens or closes its case; nothing changes otherwise.
    for (const [user, status] of [
      [stranger, 404],
      [expert, 403],
      [operator, 403],
    ] as const) {
      expect((await post(user, "/Taxpayer/CloseSupportCase", { quoteId })).statusCode).toBe(status);
      expect(
        (await post(user, "/Taxpayer/OpenSupportCase", { quoteId, message: "Let me in" })).statusCode,
      ).toBe(status);
    }
    expect((await get(operator, `/Admin/SupportCaseAnswers?caseId=${caseId}`)).statusCode).toBe(200);
    expect((await post(taxpayer, "/Taxpayer/OpenSupportCase", { quoteId, message: " " })).statusCode).toBe(
      400,
    );
  });
});
