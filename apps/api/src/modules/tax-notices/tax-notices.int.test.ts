import { JobStatusId, type TaxNotice, type UserNotification } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, type TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { jobNotices, uploadedNotice, uploadNotice } from "../../../test/tax-notices";
import { createTestApp } from "../../../test/test-app";
import { photoPng } from "../../../test/uploads";
import { auditEntries, taxNotices, taxPreparationJobs } from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
const { app } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" },
  { clock },
);
const { db } = app.services;

const rowsOf = (quoteId: number) => db.select().from(taxNotices).where(eq(taxNotices.quoteId, quoteId));
const toldTo = async (user: TestUser) =>
  (await getAs<UserNotification[]>(app, user, "User/GetUserNotifications")).body;

describe("a letter from the IRS the taxpayer uploads", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);

  it("reaches the job's professional in the app and by mail, is audited, and both sides list it", async () => {
    const response = await uploadNotice(app, taxpayer, quoteId, {
      kind: "cp2000",
      deadline: "2026-12-20",
      note: "It says I did not report a 1099-B.",
    });
    expect(response.statusCode, response.body).toBe(200);
    const notice = response.json<TaxNotice>();
    expect(notice).toMatchObject({
      quoteId,
      kind: "cp2000",
      deadline: "2026-12-20",
      note: "It says I did not report a 1099-B.",
      status: "open",
      quote: null,
      answerNote: null,
      clientName: "Test Person",
      file: { name: "cp2000.pdf", contentType: "application/pdf" },
    });
    const [told] = await toldTo(expert);
    expect(told).toMatchObject({
      title: "Your client received a CP2000",
      description: "Test Person received a CP2000 from the tax agency. Respond by December 20, 2026.",
      link: `expert/tax_preparation/${quoteId}?tab=letters`,
    });
    const mail = await latestMailTo(app, expert.email, "Your client received a CP2000");
    expect(mail?.text).toContain("Respond by December 20, 2026.");
    const [audited] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subject, `tax-notice:${notice.id}`));
    expect(audited).toMatchObject({ action: "tax-notices.uploaded", actorUserId: taxpayer.id });

    for (const user of [taxpayer, expert]) {
      const listed = await jobNotices(app, user, quoteId);
      expect(listed.status).toBe(200);
      expect(listed.body).toContainEqual(notice);
    }
    expect((await getAs<TaxNotice[]>(app, taxpayer, "Taxpayer/GetTaxNotices")).body).toContainEqual(notice);
    expect((await getAs<TaxNotice[]>(app, expert, "Accountant/GetTaxNotices")).body).toContainEqual(notice);
    const download = await app.inject({
      method: "GET",
      url: notice.file?.url ?? "",
      headers: bearer(expert),
    });
    expect(download.statusCode).toBe(200);
  });

  it("takes a photo of a letter whose kind the taxpayer does not know, deadline today", async () => {
    const response = await uploadNotice(app, taxpayer, quoteId, { kind: "unknown", deadline: "2026-11-24" }, [
      await photoPng(64),
      "letter.png",
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TaxNotice>()).toMatchObject({ kind: "unknown", note: null });
    const [told] = await toldTo(expert);
    expect(told?.title).toBe("Your client received a letter");
  });

  it("lists open letters first, nearest deadline first", async () => {
    const { taxpayer: owner, expert: theirs, quoteId: job } = await startedJob(app);
    const later = await uploadedNotice(app, owner, job, { kind: "cp14", deadline: "2027-01-30" });
    const sooner = await uploadedNotice(app, owner, job, { kind: "cp501", deadline: "2026-12-05" });
    const answered = await uploadedNotice(app, owner, job, { kind: "cp12", deadline: "2026-12-01" });
    const marked = await app.inject({
      method: "POST",
      url: "/api/Accountant/RespondToTaxNotice",
      headers: bearer(theirs),
      payload: { noticeId: answered.id, note: "Nothing to do: the refund was corrected." },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const ids = (await getAs<TaxNotice[]>(app, theirs, "Accountant/GetTaxNotices")).body.map((n) => n.id);
    expect(ids).toEqual([sooner.id, later.id, answered.id]);
  });

  it("refuses a past deadline, an unknown kind, a missing or wrong file and a long note, clearly", async () => {
    const before = (await rowsOf(quoteId)).length;
    const past = await uploadNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-11-23" });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain("The deadline is in the past: check the date printed on the letter");
    const notADate = await uploadNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-02-30" });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.body).toContain("Enter the respond-by date printed on the letter");
    const unknownKind = await uploadNotice(app, taxpayer, quoteId, {
      kind: "cp9999",
      deadline: "2026-12-20",
    });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.body).toContain("Choose what kind of letter this is");
    const noFile = await uploadNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-12-20" }, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.body).toContain("Please attach the letter");
    const wordFile = await uploadNotice(app, taxpayer, quoteId, { kind: "cp14", deadline: "2026-12-20" }, [
      Buffer.from("Just some text, not a letter's scan"),
      "letter.txt",
    ]);
    expect(wordFile.statusCode).toBe(415);
    expect(wordFile.body).toContain("a PDF, or a JPEG, PNG, WebP or HEIC photo");
    const longNote = await uploadNotice(app, taxpayer, quoteId, {
      kind: "cp14",
      deadline: "2026-12-20",
      note: "x".repeat(1001),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.body).toContain("at most 1,000 characters");
    expect(await rowsOf(quoteId)).toHaveLength(before);
  });

  it("is refused on another's job (404) and to a professional (403); nobody else reads it", async () => {
    const before = await rowsOf(other.quoteId);
    const theirs = await uploadNotice(app, taxpayer, other.quoteId, { kind: "cp14", deadline: "2026-12-20" });
    expect(theirs.statusCode).toBe(404);
    const asExpert = await uploadNotice(app, expert, quoteId, { kind: "cp14", deadline: "2026-12-20" });
    expect(asExpert.statusCode).toBe(403);
    expect(await rowsOf(other.quoteId)).toEqual(before);
    for (const user of [other.taxpayer, other.expert, strangerExpert]) {
      expect((await jobNotices(app, user, quoteId)).status).toBe(404);
    }
    expect((await getAs<TaxNotice[]>(app, strangerExpert, "Accountant/GetTaxNotices")).body).toEqual([]);
    const [notice] = (await jobNotices(app, taxpayer, quoteId)).body;
    for (const user of [other.taxpayer, other.expert, strangerExpert]) {
      const download = await app.inject({
        method: "GET",
        url: notice?.file?.url ?? "",
        headers: bearer(user),
      });
      expect(download.statusCode).toBe(404);
    }
  });

  it("is refused on a job the taxpayer cancelled: its professional no longer works on it", async () => {
    const gone = await startedJob(app);
    const cancelled = await app.inject({
      method: "POST",
      url: "/api/Taxpayer/CancelJob",
      headers: bearer(gone.taxpayer),
      payload: { quoteId: gone.quoteId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refused = await uploadNotice(app, gone.taxpayer, gone.quoteId, {
      kind: "cp14",
      deadline: "2026-12-20",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("This tax preparation was cancelled");
    expect(await rowsOf(gone.quoteId)).toEqual([]);
  });

  it("on a job filed two years earlier reaches that job's professional", async () => {
    const old = await startedJob(app);
    await db
      .update(taxPreparationJobs)
      .set({ statusId: JobStatusId.filed, taxYear: 2023, filedAt: new Date("2024-04-02T15:00:00Z") })
      .where(eq(taxPreparationJobs.quoteId, old.quoteId));
    const notice = await uploadedNotice(app, old.taxpayer, old.quoteId, {
      kind: "cp2000",
      deadline: "2027-01-08",
    });
    expect(notice.status).toBe("open");
    const [told] = await toldTo(old.expert);
    expect(told).toMatchObject({
      title: "Your client received a CP2000",
      link: `expert/tax_preparation/${old.quoteId}?tab=letters`,
    });
    expect((await jobNotices(app, old.expert, old.quoteId)).body).toEqual([notice]);
  });
});
