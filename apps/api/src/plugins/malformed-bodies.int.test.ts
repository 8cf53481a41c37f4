import { readdir, readlink } from "node:fs/promises";
import path from "node:path";
import { errorBodySchema } from "@taxlane/contract";
import { messageOf } from "@taxlane/contract/i18n";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "../../test/factories";
import { uniqueEmail } from "../../test/identity";
import {
  createExpert,
  individualAnswers,
  invitationKey,
  postIndividualRequest,
  startedJob,
} from "../../test/marketplace";
import { organizerForm } from "../../test/organizer";
import { createTestApp } from "../../test/test-app";
import { encodedForm, multipart, smallPdf } from "../../test/uploads";
import { organizerAnswers, quotes, taxPreparationJobs, taxRequests, users } from "../db/schema";
import { createDiskBlobStore } from "./files/blob-store";

interface MultipartCall {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** What the call would change; a refused body leaves it as it was. */
  state: () => Promise<unknown>;
}

describe("malformed request bodies", async () => {
  const { app, dataDir } = await createTestApp({
    FILE_MAX_BYTES: "4096",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
  });
  const { db } = app.services;
  const blobs = createDiskBlobStore(`${dataDir}/files`);
  const blobCount = async () => {
    let held = 0;
    for await (const _ of blobs.list()) held += 1;
    return held;
  };
  const firstNameOf = async (userId: number) =>
    (await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId)))[0]?.firstName;

  const expert = await createExpert(app);
  const taxpayer = await createSignedInUser(app, 1);
  const requestId = await postIndividualRequest(app, taxpayer, {
    invitationkey: await invitationKey(app, expert),
  });
  const job = await startedJob(app);
  const registeringEmail = uniqueEmail("expert");
  const pdf: [Buffer, string] = [smallPdf(), "document.pdf"];

  // Each multipart call, for a person of the role it serves; the file comes last, as browsers send it.
  const calls: Record<string, MultipartCall> = {
    registerAccountant: {
      url: "/api/accountant/registerAccountant",
      headers: {},
      form: multipart(
        { email: registeringEmail, firstName: "Avery", lastName: "Lindqvist" },
        { "initialQuestions.pricingSystemAttachment": pdf },
      ),
      state: async () =>
        (await db.select({ n: count() }).from(users).where(eq(users.email, registeringEmail)))[0]?.n,
    },
    UpdateAccountantProfileDetails: {
      url: "/api/Accountant/UpdateAccountantProfileDetails",
      headers: bearer(expert),
      form: multipart({ firstName: "Changed", lastName: "Name" }, { pricingSystemFile: pdf }),
      state: () => firstNameOf(expert.id),
    },
    "Taxpayer/UpdateProfileDetails": {
      url: "/api/Taxpayer/UpdateProfileDetails",
      headers: bearer(taxpayer),
      form: multipart(
        { firstName: "Changed", lastName: "Name", phoneNumber: "+1 415 555 0101" },
        { avatar: pdf },
      ),
      state: () => firstNameOf(taxpayer.id),
    },
    SendQuote: {
      url: "/api/Accountant/SendQuote",
      headers: bearer(expert),
      form: multipart(
        { isIndividual: "true", taxPreparationId: String(requestId), price: "450" },
        { priceListAttachment: pdf },
      ),
      state: async () =>
        (await db.select({ n: count() }).from(quotes).where(eq(quotes.requestId, requestId)))[0]?.n,
    },
    UploadTaxReturnFile: {
      url: "/api/Accountant/UploadTaxReturnFile",
      headers: bearer(job.expert),
      form: multipart({ quoteId: String(job.quoteId) }, { taxReturn: pdf }),
      state: async () =>
        (await db.select().from(taxPreparationJobs).where(eq(taxPreparationJobs.quoteId, job.quoteId)))[0],
    },
    AddAnswerToOrganizerQuestions: {
      url: "/api/taxpayer/AddAnswerToOrganizerQuestions",
      headers: bearer(job.taxpayer),
      form: organizerForm([
        {
          quoteId: job.quoteId,
          question: "taxPayer_W2FormFile",
          categoryId: 19,
          answerTypeId: 6,
          isFile: true,
          files: [pdf],
        },
      ]),
      state: async () =>
        (
          await db
            .select({ n: count() })
            .from(organizerAnswers)
            .where(eq(organizerAnswers.quoteId, job.quoteId))
        )[0]?.n,
    },
  };

  const post = (call: MultipartCall, contentType: string, payload: Buffer | string) =>
    app.inject({
      method: "POST",
      url: call.url,
      headers: { ...call.headers, "content-type": contentType },
      payload,
    });

  const expectRefused = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    message?: string,
  ) => {
    expect(response.statusCode).toBe(status);
    const body = errorBodySchema.parse(response.json());
    if (message) expect(body.errorMessage).toBe(message);
    return body;
  };

  it.each(Object.keys(calls))(
    "%s: a form without its boundary, cut short, or sent as broken JSON is a 400 and changes nothing",
    async (name) => {
      const call = calls[name];
      if (!call) throw new Error(name);
      const before = await call.state();
      const blobsBefore = await blobCount();
      const { body, contentType } = await encodedForm(call.form);
      // Ten bytes before the closing boundary: inside the file's bytes, with no end to the form.
      const cutShort = body.subarray(0, body.lastIndexOf("\r\n--") - 10);

      const noBoundary = await post(call, "multipart/form-data", body);
      expect(expectRefused(noBoundary, 400, messageOf("errors.formUnreadable")).code).toBe("BAD_REQUEST");
      const cut = await post(call, contentType, cutShort);
      expect(expectRefused(cut, 400, messageOf("errors.formUnreadable")).code).toBe("BAD_REQUEST");
      const brokenJson = await post(call, "application/json", '{"firstName": "Chan');
      expectRefused(brokenJson, 400, "The request body is not valid JSON.");
      // Not a form at all: refused for its type, with the error body all the same.
      const text = await post(call, "text/plain", "firstName=Changed");
      expectRefused(text, 415);

      expect(await call.state()).toEqual(before);
      expect(await blobCount()).toBe(blobsBefore);
    },
  );

  it("a JSON call given JSON that does not parse is a 400 and stores nothing", async () => {
    const asker = await createSignedInUser(app, 1);
    const response = await app.inject({
      method: "POST",
      url: "/api/taxpayer/AddIndividualTaxpayerInitialQuestions",
      headers: { ...bearer(asker), "content-type": "application/json" },
      payload: JSON.stringify(individualAnswers).slice(0, 40),
    });
    expectRefused(response, 400, "The request body is not valid JSON.");
    const stored = await db
      .select({ n: count() })
      .from(taxRequests)
      .where(eq(taxRequests.taxpayerUserId, asker.id));
    expect(stored[0]?.n).toBe(0);
  });

  it("a well-formed form with a file over the limit keeps its 413", async () => {
    const call = calls.SendQuote;
    if (!call) throw new Error("SendQuote");
    const before = await call.state();
    const tooLarge = Buffer.concat([smallPdf(), Buffer.alloc(5000, 0x20)]);
    const response = await app.inject({
      method: "POST",
      url: call.url,
      headers: call.headers,
      payload: multipart(
        { isIndividual: "true", taxPreparationId: String(requestId), price: "450" },
        { priceListAttachment: [tooLarge, "prices.pdf"] },
      ),
    });
    expect(expectRefused(response, 413).code).toBe("PAYLOAD_TOO_LARGE");
    expect(await call.state()).toEqual(before);
  });

  it("a form's files are put aside on disk while the call reads them, and nothing of them is left after", async () => {
    /** Files this process holds open in the uploads folder (unlinked at once, so marked deleted). */
    const heldUploads = async () => {
      const links = await Promise.all(
        (await readdir("/proc/self/fd")).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")),
      );
      return links.filter((link) => link.startsWith(path.join(dataDir, "uploads")));
    };
    const call = calls["Taxpayer/UpdateProfileDetails"];
    if (!call) throw new Error("Taxpayer/UpdateProfileDetails");
    // Twenty files in fields the call does not read: each is read to disk, none into memory.
    const unread = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`unread${index}`, pdf] as const),
    );
    for (const request of [1, 2, 3]) {
      const response = await app.inject({
        method: "POST",
        url: call.url,
        headers: call.headers,
        payload: multipart(
          { firstName: `Put aside ${request}`, lastName: "Name", phoneNumber: "+1 415 555 0101" },
          unread,
        ),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await firstNameOf(taxpayer.id)).toBe("Put aside 3");
    // Closed once each call answered, without the answer waiting for it.
    await expect.poll(heldUploads).toEqual([]);
    expect(await readdir(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("the same calls still take a well-formed form", async () => {
    const call = calls.SendQuote;
    if (!call) throw new Error("SendQuote");
    const { body, contentType } = await encodedForm(call.form);
    const response = await post(call, contentType, body);
    expect(response.statusCode).toBe(200);
    expect(await call.state()).toBe(1);
  });
});
