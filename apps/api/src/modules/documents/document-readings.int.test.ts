import { type DocumentReading, type JobDocument, OrganizerCategoryId } from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  fakeReader,
  postAs,
  professionalReadings,
  readingOnceRead,
  readW2,
  taxpayerReadings,
} from "../../../test/document-readings";
import { uploadOwn } from "../../../test/documents";
import { createExpert, startedJob } from "../../../test/marketplace";
import { answerOf, professionalAnswers, saveAnswers, taxpayerAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { auditEntries, documentReadingValues } from "../../db/schema";

const { reader, state } = fakeReader();
const { app } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" },
  { documentReader: reader },
);
const { db } = app.services;

const W2_TABLE = "taxPayer_ReadW2Values";
const readValueOf = (reading: DocumentReading, box: string) => {
  const found = reading.values.find((value) => value.box === box);
  if (!found) throw new Error(`no value of ${box}`);
  return found;
};

describe("documents that read themselves", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const stranger = await startedJob(app);
  const strangerExpert = await createExpert(app);

  async function givenW2(): Promise<number> {
    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [smallPdf(), "w2.pdf"]);
    expect(given.statusCode, given.body).toBe(200);
    return given.json<JobDocument>().fileId ?? 0;
  }

  it("reads an upload in the background: its tag and its values, sensitive ones masked on both sides", async () => {
    state.next = readW2;
    const fileId = await givenW2();
    const reading = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect(reading).toMatchObject({ status: "read", kind: "w2", corrected: false, forSpouse: false });
    expect(readValueOf(reading, "box1")).toMatchObject({
      value: "52000.00",
      state: "suggested",
      sensitive: false,
    });
    expect(readValueOf(reading, "boxA")).toMatchObject({ value: "***-**-6789", sensitive: true });
    const theirs = await professionalReadings(app, expert, quoteId);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain("123-45-6789");
  });

  it("keeps sensitive values sealed at rest", async () => {
    const fileId = await givenW2();
    await readingOnceRead(app, taxpayer, quoteId, fileId);
    const rows = await db
      .select()
      .from(documentReadingValues)
      .where(eq(documentReadingValues.fileId, fileId));
    const ssn = rows.find((row) => row.box === "boxA");
    expect(ssn).toMatchObject({ value: null, sensitive: true });
    expect(ssn?.valueSealed?.toString("utf8")).not.toContain("6789");
    expect(rows.find((row) => row.box === "box1")?.value).toBe("52000.00");
  });

  it("reads a file given in the organizer too, for the person it was given for", async () => {
    const saved = await saveAnswers(app, taxpayer, [
      {
        quoteId,
        question: "spouse_W2FormFile",
        answerTypeId: 6,
        categoryId: OrganizerCategoryId.w2Form,
        forSpouse: true,
        isFile: true,
        files: [[smallPdf(), "spouse-w2.pdf"]],
      },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const readings = (await taxpayerReadings(app, taxpayer, quoteId)).body;
    const spouses = readings.find((entry) => entry.forSpouse);
    expect(spouses).toBeDefined();
    expect((await readingOnceRead(app, taxpayer, quoteId, spouses?.fileId ?? 0)).kind).toBe("w2");
  });

  it("never makes a value an answer unconfirmed; confirming writes it, sealed, masked for the professional", async () => {
    const fileId = await givenW2();
    const reading = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect(answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, W2_TABLE)).toBeUndefined();

    const decide = (box: string, decision: string, value?: string) =>
      postAs(app, taxpayer, "taxpayer/DecideReadValue", {
        quoteId,
        valueId: readValueOf(reading, box).id,
        decision,
        ...(value === undefined ? {} : { value }),
      });
    expect((await decide("box1", "confirm")).statusCode).toBe(200);
    expect((await decide("boxA", "confirm")).statusCode).toBe(200);
    const edited = await decide("box2", "edit", "6150.00");
    expect(edited.statusCode, edited.body).toBe(200);
    expect(readValueOf(edited.json<DocumentReading>(), "box2")).toMatchObject({
      state: "edited",
      value: "6150.00",
    });
    expect((await decide("boxB", "reject")).statusCode).toBe(200);

    const answer = answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, W2_TABLE);
    expect(answer?.answer).toContain('\\"box1\\":\\"52000.00\\"');
    expect(answer?.answer).toContain('\\"box2\\":\\"6150.00\\"');
    expect(answer?.answer).toContain("123-45-6789");
    expect(answer?.answer).not.toContain("12-3456789");
    const seen = answerOf((await professionalAnswers(app, expert, `quoteId=${quoteId}`)).body, W2_TABLE);
    expect(seen?.answer).toContain("52000.00");
    expect(seen?.answer).not.toContain("123-45-6789");

    // Decided once: confirming again is refused.
    const again = await decide("box1", "confirm");
    expect(again.statusCode).toBe(409);
  });

  it("keeps a person's corrected kind across a later reading", async () => {
    const fileId = await givenW2();
    await readingOnceRead(app, taxpayer, quoteId, fileId);
    const corrected = await postAs(app, expert, "Accountant/CorrectDocumentKind", {
      quoteId,
      fileId,
      kind: "1099-nec",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<DocumentReading>()).toMatchObject({ kind: "1099-nec", corrected: true });
    const readsBefore = state.reads;
    await app.services.readingJob.reread(fileId);
    await expect.poll(() => state.reads, { timeout: 10_000, interval: 50 }).toBeGreaterThan(readsBefore);
    const after = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect(after).toMatchObject({ kind: "1099-nec", corrected: true });
  });

  it("answers a stranger 404 and refuses bad input with a 4xx", async () => {
    const fileId = await givenW2();
    const reading = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect((await taxpayerReadings(app, stranger.taxpayer, quoteId)).status).toBe(404);
    expect((await professionalReadings(app, strangerExpert, quoteId)).status).toBe(404);
    const valueId = readValueOf(reading, "box1").id;
    const strangerDecides = await postAs(app, stranger.taxpayer, "taxpayer/DecideReadValue", {
      quoteId: stranger.quoteId,
      valueId,
      decision: "confirm",
    });
    expect(strangerDecides.statusCode).toBe(404);
    const strangerCorrects = await postAs(app, stranger.expert, "Accountant/CorrectDocumentKind", {
      quoteId: stranger.quoteId,
      fileId,
      kind: "w2",
    });
    expect(strangerCorrects.statusCode).toBe(404);
    // The professional reads values but never decides them.
    const professionalDecides = await postAs(app, expert, "taxpayer/DecideReadValue", {
      quoteId,
      valueId,
      decision: "confirm",
    });
    expect(professionalDecides.statusCode).toBe(403);
    const unknown = await postAs(app, taxpayer, "taxpayer/DecideReadValue", {
      quoteId,
      valueId: 999_999_999,
      decision: "confirm",
    });
    expect(unknown.statusCode).toBe(404);
    const noValue = await postAs(app, taxpayer, "taxpayer/DecideReadValue", {
      quoteId,
      valueId,
      decision: "edit",
    });
    expect(noValue.statusCode).toBe(400);
    const badKind = await postAs(app, taxpayer, "taxpayer/CorrectDocumentKind", {
      quoteId,
      fileId,
      kind: "w-2000",
    });
    expect(badKind.statusCode).toBe(400);
  });

  it("marks a document the reader could not read as not read, with its reason", async () => {
    state.next = {
      status: "not-read",
      reason: "encrypted",
      kind: "other",
      kindConfidence: 0,
      boxes: [],
      pages: 0,
    };
    const fileId = await givenW2();
    expect(await readingOnceRead(app, taxpayer, quoteId, fileId)).toMatchObject({
      status: "not-read",
      reason: "encrypted",
      kind: null,
      values: [],
    });
    state.next = readW2;
  });

  it("records the professional's reading of the readings in the audit log, as the documents list is", async () => {
    const audited = () =>
      db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.action, "documents.readings-read"),
            eq(auditEntries.subject, `quote:${quoteId}`),
          ),
        );
    const before = (await audited()).length;
    expect((await taxpayerReadings(app, taxpayer, quoteId)).status).toBe(200);
    expect(await audited()).toHaveLength(before);
    expect((await professionalReadings(app, expert, quoteId)).status).toBe(200);
    const entries = await audited();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ actorUserId: expert.id, subjectUserId: taxpayer.id });
  });
});
