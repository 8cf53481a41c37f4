import type { SignatureRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, eq, inArray } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { closeAccount, givePassword } from "../../../test/closing";
import { bearer, type TestUser } from "../../../test/factories";
import { startedJob } from "../../../test/marketplace";
import { generatedPdf } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import { multipart } from "../../../test/uploads";
import { notifications, reminders, signatureRequests, signatureSigners } from "../../db/schema";
import { fixedClock } from "../../lib/clock";
import { SIGNATURE_SIGNED_PURPOSE } from "./signature-files";

const clock = fixedClock(new Date("2026-11-26T12:00:00Z"));
const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock });
const { db } = app.services;
const dayMs = 24 * 60 * 60 * 1000;

const post = (user: TestUser, url: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });

/** A request sent on a new job to its taxpayer and a spouse without an account. */
async function sentRequest(title: string) {
  const job = await startedJob(app);
  const draft = await app.inject({
    method: "POST",
    url: "/api/Accountant/SignatureRequestDraft",
    headers: bearer(job.expert),
    body: multipart(
      { quoteId: String(job.quoteId), title },
      { document: [Buffer.from(await generatedPdf(1)), "a.pdf"] },
    ),
  });
  const field = { kind: "signature", page: 1, x: 72, y: 100, width: 200, height: 40 };
  const sent = await post(job.expert, "Accountant/SendSignatureRequest", {
    requestId: draft.json<SignatureRequest>().id,
    identityRequired: false,
    signers: [
      { role: "taxpayer" },
      { role: "spouse", name: "Sam Spouse", email: `sam-${job.quoteId}@example.test` },
    ],
    fields: [
      { ...field, signer: 0 },
      { ...field, y: 200, signer: 1 },
    ],
  });
  if (sent.statusCode !== 200) throw new Error(sent.body);
  return { ...job, request: sent.json<SignatureRequest>() };
}

const remindersOf = (signerIds: number[]) =>
  db
    .select()
    .from(reminders)
    .where(and(eq(reminders.kind, "signature-waiting"), inArray(reminders.subjectId, signerIds.map(String))));

describe("reminders of documents waiting for a signature", () => {
  it("remind the taxpayer of their own and their spouse's signature, and stop once signed", async () => {
    const { taxpayer, request } = await sentRequest("Form 8879 for 2025");
    const [own, spouse] = request.signers.map((signer) => signer.id);
    // Not due before three days.
    await app.services.reminders.engine.runDue();
    expect((await remindersOf([own ?? 0, spouse ?? 0])).map((row) => row.sentCount)).toEqual([0, 0]);
    const start = clock.now();
    try {
      clock.advance(3 * dayMs + 1000);
      await app.services.reminders.engine.runDue();
      const rows = await remindersOf([own ?? 0, spouse ?? 0]);
      expect(rows.map((row) => [row.recipientUserId, row.sentCount])).toEqual([
        [taxpayer.id, 1],
        [taxpayer.id, 1],
      ]);
      const told = await db.select().from(notifications).where(eq(notifications.userId, taxpayer.id));
      const words = { title: "Form 8879 for 2025", name: "Sam Spouse" };
      expect(told.map((row) => row.title)).toEqual(
        expect.arrayContaining([
          t("signatureRequests.reminderTitle", words),
          t("signatureRequests.reminderSpouseTitle", words),
        ]),
      );
      // Signed: the next reminder of that signer stops without a send.
      await db
        .update(signatureSigners)
        .set({ signedAt: clock.now() })
        .where(eq(signatureSigners.id, own ?? 0));
      const ownReminder = rows.find((row) => row.subjectId === String(own));
      expect(await app.services.reminders.engine.send(ownReminder?.id ?? 0, "now")).toBe("answered");
      const spouseReminder = rows.find((row) => row.subjectId === String(spouse));
      expect(await app.services.reminders.engine.send(spouseReminder?.id ?? 0, "now")).toBe("sent");
      // Withdrawn: the spouse's stops too.
      await db
        .update(signatureRequests)
        .set({ status: "withdrawn" })
        .where(eq(signatureRequests.id, request.id));
      expect(await app.services.reminders.engine.send(spouseReminder?.id ?? 0, "now")).toBe("answered");
    } finally {
      clock.set(start);
    }
  });

  it("stop for an expired request", async () => {
    const { request } = await sentRequest("Engagement addendum");
    const start = clock.now();
    try {
      clock.advance(3 * dayMs + 1000);
      await app.services.reminders.engine.runDue();
      const [row] = await remindersOf([request.signers[0]?.id ?? 0]);
      expect(row?.sentCount).toBe(1);
      clock.advance(15 * dayMs);
      expect(await app.services.reminders.engine.send(row?.id ?? 0, "now")).toBe("answered");
    } finally {
      clock.set(start);
    }
  });
});

describe("signed documents in a person's data and after their account closes", () => {
  /** Marks the request completed with a signed file, as sealing does. */
  async function completedWithSignedFile(request: SignatureRequest, expertUserId: number) {
    const file = await app.services.files.save({
      bytes: Buffer.from(await generatedPdf(1)),
      name: "8879-signed.pdf",
      purpose: SIGNATURE_SIGNED_PURPOSE,
      ownerUserId: expertUserId,
      allow: "pdf",
    });
    await db
      .update(signatureRequests)
      .set({ status: "completed", completedAt: clock.now(), signedFileId: file.id })
      .where(eq(signatureRequests.id, request.id));
    return file;
  }

  it("gives the signed file to the taxpayer's export, not the professional's", async () => {
    const { taxpayer, expert, request } = await sentRequest("Form 8879");
    await completedWithSignedFile(request, expert.id);
    const filesIn = async (user: TestUser) => {
      const response = await app.inject({
        method: "GET",
        url: "/api/User/DownloadMyData",
        headers: bearer(user),
      });
      const entry = unzipSync(new Uint8Array(response.rawPayload))["files.json"];
      return (JSON.parse(Buffer.from(entry ?? []).toString("utf8")) as { name: string }[]).map(
        (file) => file.name,
      );
    };
    expect(await filesIn(taxpayer)).toContain("8879-signed.pdf");
    const theirs = await filesIn(expert);
    expect(theirs).not.toContain("8879-signed.pdf");
    expect(theirs).not.toContain("a.pdf");
  });

  it("keeps the original and signed files seven years after the taxpayer closes their account", async () => {
    const { taxpayer, expert, request } = await sentRequest("Form 8879");
    const signed = await completedWithSignedFile(request, expert.id);
    const originalId = request.originalFile?.id ?? 0;
    await givePassword(app, taxpayer);
    expect((await closeAccount(app, taxpayer)).statusCode).toBe(200);
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 7 * 365 * dayMs));
      await app.services.privacy.disposal.runDue();
      expect(await app.services.files.find(originalId)).not.toBeNull();
      expect(await app.services.files.find(signed.id)).not.toBeNull();
      clock.set(new Date("2033-11-27T12:00:00Z"));
      await app.services.privacy.disposal.runDue();
      expect(await app.services.files.find(originalId)).toBeNull();
      expect(await app.services.files.find(signed.id)).toBeNull();
    } finally {
      clock.set(start);
    }
  });
});
