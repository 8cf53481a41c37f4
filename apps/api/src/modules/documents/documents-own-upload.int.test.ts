import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  professionalDocuments,
  reviewDocument,
  taxpayerDocuments,
  uploadOwn,
  uploadRequested,
} from "../../../test/documents";
import { bearer } from "../../../test/factories";
import { createExpert, getAs, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import { requestedDocuments } from "../../db/schema";

const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000", FILE_MAX_BYTES: "65536" });
const { db } = app.services;

const rowsOf = (quoteId: number) =>
  db.select().from(requestedDocuments).where(eq(requestedDocuments.quoteId, quoteId));

describe("a document the taxpayer gives unasked", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);
  const other = await startedJob(app);
  const strangerExpert = await createExpert(app);

  it("joins the taxpayer's own job by its kind, and its professional sees it and is told", async () => {
    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [smallPdf(), "acme-w2.pdf"]);
    expect(given.statusCode, given.body).toBe(200);
    const document = given.json<JobDocument>();
    expect(document).toMatchObject({
      id: expect.stringMatching(/^r\d+$/),
      quoteId,
      source: "upload",
      kind: "w2",
      title: "W-2",
      owner: "taxpayer",
      statusId: DocumentStatusId.provided,
      dateRequested: null,
      dateProvided: expect.any(String),
      file: { name: "acme-w2.pdf" },
    });
    expect((await taxpayerDocuments(app, taxpayer, quoteId)).body).toContainEqual(document);
    const theirs = await professionalDocuments(app, expert, quoteId);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toContainEqual(document);
    const notices = await getAs<{ title: string; description: string; link: string }[]>(
      app,
      expert,
      "User/GetUserNotifications",
    );
    expect(notices.body[0]).toMatchObject({
      title: "Your client added a document",
      description: "Your client uploaded: W-2.",
      link: `expert/tax_preparation/${quoteId}/documents`,
    });
    const download = await app.inject({
      method: "GET",
      url: document.file?.url ?? "",
      headers: bearer(expert),
    });
    expect(download.statusCode).toBe(200);
  });

  it("takes a spouse's document and one of kind Other, titled by their kind", async () => {
    const spouse = await uploadOwn(
      app,
      taxpayer,
      quoteId,
      { kind: "drivers-license-front", forSpouse: "true" },
      [smallPdf(), "IMG_2231.pdf"],
    );
    expect(spouse.statusCode, spouse.body).toBe(200);
    expect(spouse.json<JobDocument>()).toMatchObject({ title: "Driver's license, front", owner: "spouse" });
    const otherKind = await uploadOwn(app, taxpayer, quoteId, { kind: "other" }, [smallPdf(), "letter.pdf"]);
    expect(otherKind.statusCode, otherKind.body).toBe(200);
    expect(otherKind.json<JobDocument>()).toMatchObject({
      title: "Other",
      kind: "other",
      file: { name: "letter.pdf" },
    });
  });

  it("takes an iPhone's HEIC photo, served back as image/heic", async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from("ftypheic\u0000\u0000\u0000\u0000mif1heic", "latin1"),
      Buffer.alloc(64),
    ]);
    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [heic, "IMG_4410.HEIC"]);
    expect(given.statusCode, given.body).toBe(200);
    const document = given.json<JobDocument>();
    const download = await app.inject({
      method: "GET",
      url: document.file?.url ?? "",
      headers: bearer(expert),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/heic");
  });

  it("is reviewed by the professional and given again by the taxpayer when sent back", async () => {
    const given = (
      await uploadOwn(app, taxpayer, quoteId, { kind: "1099-int" }, [smallPdf(), "bank-1099.pdf"])
    ).json<JobDocument>();
    const sentBack = await reviewDocument(app, expert, {
      quoteId,
      documentId: given.id,
      statusId: DocumentStatusId.needsReplacement,
      note: "This is last year's form",
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const again = await uploadRequested(app, taxpayer, quoteId, given.id, [smallPdf(), "bank-1099-2025.pdf"]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<JobDocument>()).toMatchObject({
      title: "1099-INT",
      source: "upload",
      statusId: DocumentStatusId.provided,
      file: { name: "bank-1099-2025.pdf" },
    });
  });

  it("is refused on someone else's job, and nobody else reads it", async () => {
    const before = await rowsOf(other.quoteId);
    const refused = await uploadOwn(app, taxpayer, other.quoteId, { kind: "w2" }, [smallPdf(), "w2.pdf"]);
    expect(refused.statusCode).toBe(404);
    expect(await rowsOf(other.quoteId)).toEqual(before);
    expect((await professionalDocuments(app, other.expert, quoteId)).status).toBe(404);
    expect((await professionalDocuments(app, strangerExpert, quoteId)).status).toBe(404);
    const [document] = (await taxpayerDocuments(app, taxpayer, quoteId)).body;
    for (const user of [other.taxpayer, other.expert, strangerExpert]) {
      const download = await app.inject({
        method: "GET",
        url: document?.file?.url ?? "",
        headers: bearer(user),
      });
      expect(download.statusCode).toBe(404);
    }
  });

  it("refuses a professional, a missing file, an unknown kind and a file that is no document, clearly", async () => {
    const count = (await rowsOf(quoteId)).length;
    const asExpert = await uploadOwn(app, expert, quoteId, { kind: "w2" }, [smallPdf(), "w2.pdf"]);
    expect(asExpert.statusCode).toBe(403);
    const noFile = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.body).toContain("Please attach the document.");
    const noKind = await uploadOwn(app, taxpayer, quoteId, {}, [smallPdf(), "w2.pdf"]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.body).toContain("Please choose what kind of document this is.");
    const unknownKind = await uploadOwn(app, taxpayer, quoteId, { kind: "taxPayer_W2FormFile" }, [
      smallPdf(),
      "w2.pdf",
    ]);
    expect(unknownKind.statusCode).toBe(400);
    const notADocument = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [
      Buffer.from("MZ\x90\x00 not a document"),
      "w2.exe",
    ]);
    expect(notADocument.statusCode).toBeGreaterThanOrEqual(400);
    expect(notADocument.statusCode).toBeLessThan(500);
    expect(await rowsOf(quoteId)).toHaveLength(count);
  });
});
