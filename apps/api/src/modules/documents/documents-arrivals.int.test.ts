import { DocumentStatusId, type JobDocument } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { fakeReader, postAs, readingOnceRead } from "../../../test/document-readings";
import {
  professionalDocuments,
  requestDocument,
  reviewDocument,
  taxpayerDocuments,
  uploadOwn,
  uploadRequested,
} from "../../../test/documents";
import { startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";

const { reader, state } = fakeReader();
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { documentReader: reader });

describe("a requested document ticked when a document of its kind arrives", async () => {
  const { expert, taxpayer, quoteId } = await startedJob(app);

  async function requested(body: { title: string; kind?: string; forSpouse?: boolean }): Promise<string> {
    const response = await requestDocument(app, expert, { quoteId, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<JobDocument>().id;
  }
  const bothLists = async () => [
    (await taxpayerDocuments(app, taxpayer, quoteId)).body,
    (await professionalDocuments(app, expert, quoteId)).body,
  ];
  const byId = (documents: JobDocument[], id: string) => documents.find((document) => document.id === id);

  it("marks an open request of the kind read, on both sides' lists, its status unchanged", async () => {
    const w2Request = await requested({ title: "Your W-2 from Acme", kind: "w2" });
    const untyped = await requested({ title: "Anything about your bonus" });
    const spouseW2 = await requested({ title: "Your spouse's W-2", kind: "w2", forSpouse: true });
    const k1Request = await requested({ title: "K-1", kind: "schedule-k1" });
    for (const documents of await bothLists()) {
      expect(byId(documents, w2Request)).toMatchObject({ requestedKind: "w2", arrived: null });
    }

    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "w2" }, [smallPdf(), "acme-w2.pdf"]);
    const fileId = given.json<JobDocument>().fileId ?? 0;
    await readingOnceRead(app, taxpayer, quoteId, fileId);

    for (const documents of await bothLists()) {
      expect(byId(documents, w2Request)).toMatchObject({
        statusId: DocumentStatusId.requested,
        fileId: null,
        arrived: { kind: "w2", fileId, fileName: "acme-w2.pdf" },
      });
      // No kind named, another person's, or another kind: no mark.
      expect(byId(documents, untyped)?.arrived).toBeNull();
      expect(byId(documents, spouseW2)?.arrived).toBeNull();
      expect(byId(documents, k1Request)?.arrived).toBeNull();
    }
  });

  it("marks by a kind a person corrected, never by the request's own file, and drops the mark once given", async () => {
    const k1Request = await requested({ title: "Partnership K-1", kind: "schedule-k1" });
    state.next = {
      status: "not-read",
      reason: "unreadable",
      kind: "other",
      kindConfidence: 0,
      boxes: [],
      pages: 0,
    };
    const given = await uploadOwn(app, taxpayer, quoteId, { kind: "other" }, [smallPdf(), "k1.pdf"]);
    const k1File = given.json<JobDocument>().fileId ?? 0;
    await readingOnceRead(app, taxpayer, quoteId, k1File);
    state.next = fakeReader().state.next;
    expect(byId((await taxpayerDocuments(app, taxpayer, quoteId)).body, k1Request)?.arrived).toBeNull();
    const corrected = await postAs(app, taxpayer, "taxpayer/CorrectDocumentKind", {
      quoteId,
      fileId: k1File,
      kind: "k1-1065",
    });
    expect(corrected.statusCode).toBe(200);
    expect(byId((await taxpayerDocuments(app, taxpayer, quoteId)).body, k1Request)?.arrived).toMatchObject({
      kind: "k1-1065",
      fileName: "k1.pdf",
    });

    // Given its own file, the request is no longer open; sent back, its own file does not tick it.
    const nec = await requested({ title: "1099-NEC", kind: "1099-nec" });
    state.next = { ...fakeReader().state.next, kind: "1099-nec" };
    const upload = await uploadRequested(app, taxpayer, quoteId, nec, [smallPdf(), "nec.pdf"]);
    expect(upload.statusCode, upload.body).toBe(200);
    await readingOnceRead(app, taxpayer, quoteId, upload.json<JobDocument>().fileId ?? 0);
    state.next = fakeReader().state.next;
    expect(byId((await taxpayerDocuments(app, taxpayer, quoteId)).body, nec)?.arrived).toBeNull();
    const sentBack = await reviewDocument(app, expert, {
      quoteId,
      documentId: nec,
      statusId: DocumentStatusId.needsReplacement,
      note: "Blurred",
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json<JobDocument>().arrived).toBeNull();
  });

  it("refuses a kind nobody picks with a 400", async () => {
    const response = await requestDocument(app, expert, { quoteId, title: "W-2", kind: "w-2000" });
    expect(response.statusCode).toBe(400);
  });
});
