/**
 * The app's own reader on a real form: a W-2 of the reader's corpus (an official IRS form filled with
 * made-up values) uploaded as a taxpayer would, read in the background, its wages confirmed into the
 * organizer. The other reading tests give the app a double; this one reads for real.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { DocumentReading, JobDocument } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { postAs, readingOnceRead, taxpayerReadings } from "../../../test/document-readings";
import { uploadOwn } from "../../../test/documents";
import { startedJob } from "../../../test/marketplace";
import { answerOf, taxpayerAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";

const corpus = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@taxlane/document-reader")),
  "..",
  "corpus",
);
interface Truth {
  documents: { id: string; file: string; kind: string; boxes: Record<string, string> }[];
}
const truth = JSON.parse(await readFile(path.join(corpus, "truth.json"), "utf8")) as Truth;
const w2 = truth.documents.find((each) => each.kind === "w2");
if (!w2) throw new Error("the corpus has no W-2");

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });

describe("the app's reader on a corpus W-2", () => {
  it("tags it W-2, suggests its boxes as printed, and a confirmed one becomes the organizer's answer", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    const bytes = await readFile(path.join(corpus, w2.file));
    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [bytes, "w2.pdf"]);
    expect(given.statusCode, given.body).toBe(200);
    const fileId = given.json<JobDocument>().fileId ?? 0;
    const reading = await readingOnceRead(app, taxpayer, quoteId, fileId);
    expect(reading).toMatchObject({ status: "read", kind: "w2" });
    const readBox = (read: DocumentReading, box: string) => read.values.find((each) => each.box === box);
    for (const box of ["box1", "box2", "box3", "box4"]) {
      expect(readBox(reading, box)?.value, box).toBe(w2.boxes[box]);
    }
    // The employee's SSN is found, and masked.
    expect(readBox(reading, "boxA")?.value).toBe(`***-**-${w2.boxes.boxA?.slice(-4)}`);
    expect(JSON.stringify((await taxpayerReadings(app, taxpayer, quoteId)).body)).not.toContain(
      w2.boxes.boxA ?? "-",
    );

    const wages = readBox(reading, "box1");
    const confirmed = await postAs(app, taxpayer, "taxpayer/DecideReadValue", {
      quoteId,
      valueId: wages?.id,
      decision: "confirm",
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const table = answerOf((await taxpayerAnswers(app, taxpayer, quoteId)).body, "taxPayer_ReadW2Values");
    expect(JSON.stringify(table)).toContain(w2.boxes.box1);
  });
});
