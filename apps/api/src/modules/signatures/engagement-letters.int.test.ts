import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DISCLOSURE_CONSENT_VERSION,
  type EngagementLetter,
  type EngagementTemplate,
  QuoteActionStatusId,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { postAs, readAndSign, readLetter, sentQuote } from "../../../test/engagement-letters";
import { bearer, createSignedInUser, type TestUser } from "../../../test/factories";
import { createExpert, postQuery } from "../../../test/marketplace";
import { drawnSignaturePng } from "../../../test/signed-pdfs";
import { createTestApp } from "../../../test/test-app";
import {
  auditEntries,
  disclosureConsents,
  engagementLetters,
  notifications,
  quotes,
  taxRequests,
} from "../../db/schema";
import { checkSeal } from "./seal-check";

const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex");

describe("engagement letters: the template, reading a quote's letter and signing it", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const taxYear = String(app.services.clock.now().getUTCFullYear() - 1);
  const lettersOf = (quoteId: number) =>
    db.select().from(engagementLetters).where(eq(engagementLetters.quoteId, quoteId));
  const auditOf = async (action: string, subject: string) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, action), eq(auditEntries.subject, subject)))
      .orderBy(desc(auditEntries.id));
  const download = (user: TestUser | null, url: string) =>
    app.inject({ method: "GET", url, headers: user ? bearer(user) : {} });

  it("gives ours until the professional saves a template, and refuses unknown placeholders and long letters", async () => {
    const expert = await createExpert(app);
    const ours = await app.inject({
      method: "GET",
      url: "/api/Accountant/EngagementTemplate",
      headers: bearer(expert),
    });
    expect(ours.statusCode).toBe(200);
    const template = ours.json<EngagementTemplate>();
    expect(template).toMatchObject({ isDefault: true, updatedAt: null });
    expect(template.body).toBe(template.defaultBody);
    expect(template.placeholders).toContain("{taxpayer}");
    const words = template.body.split(/\s+/).length;
    expect(words).toBeGreaterThan(250);
    expect(words).toBeLessThan(420);

    const unknown = await postAs(app, expert, "/Accountant/EngagementTemplate", {
      body: "Dear {client}, my fee is {price}.",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("{client}");
    const tooLong = await postAs(app, expert, "/Accountant/EngagementTemplate", { body: "x".repeat(20_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("at most 20,000 characters");
    expect((await auditOf("signatures.template-saved", `user:${expert.id}`)).length).toBe(0);

    const taxpayer = await createSignedInUser(app, 1);
    const notAProfessional = await app.inject({
      method: "GET",
      url: "/api/Accountant/EngagementTemplate",
      headers: bearer(taxpayer),
    });
    expect(notAProfessional.statusCode).toBe(403);

    const own =
      "Dear {taxpayer}, I, {professional}, prepare {scope} for {taxYear} for {price}, {turnaround}.";
    const saved = await postAs(app, expert, "/Accountant/EngagementTemplate", { body: own });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<EngagementTemplate>()).toMatchObject({ body: own, isDefault: false });
    expect((await auditOf("signatures.template-saved", `user:${expert.id}`)).length).toBe(1);
  });

  it("reads a quote's letter filled from the quote, for its two people only", async () => {
    const { expert, taxpayer, quoteId } = await sentQuote(app, { turnaroundDays: "14" });
    const read = await readLetter(app, taxpayer, quoteId);
    expect(read.statusCode).toBe(200);
    const letter = read.json<EngagementLetter>();
    expect(letter).toMatchObject({
      quoteId,
      version: 0,
      status: "not-signed",
      signedAt: null,
      acceptedAt: null,
      signedFile: null,
      earlierVersions: [],
      consentAvailable: true,
      taxpayerName: "Test Person",
      professionalName: "Test Person",
    });
    expect(letter.letterHash).toBe(sha256(letter.body));
    for (const filled of ["$1,200.00", "within 14 days", "Form 1040", "Texas", `the ${taxYear} tax year`])
      expect(letter.body).toContain(filled);
    expect(letter.body).not.toMatch(/\{\w+\}/);
    // Reading keeps no letter; the reading itself is in the audit log, as every view of a signed document is.
    expect(await lettersOf(quoteId)).toEqual([]);
    const [viewed] = await auditOf("signatures.letter-viewed", `quote:${quoteId}`);
    expect(viewed).toMatchObject({ actorUserId: taxpayer.id, subjectUserId: taxpayer.id });

    expect((await readLetter(app, expert, quoteId)).json<EngagementLetter>().body).toBe(letter.body);
    for (const stranger of [await createSignedInUser(app, 1), await createExpert(app)]) {
      const refused = await readLetter(app, stranger, quoteId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ errorMessage: string }>().errorMessage).toContain(
        "could not find an engagement letter",
      );
    }

    // A quote without a turnaround says so in words; a template the professional saved replaces ours
    // (what happens to a paid deposit on cancelling is added to one that does not say it).
    const other = await sentQuote(app);
    await postAs(app, other.expert, "/Accountant/EngagementTemplate", {
      body: "Hello {taxpayer}: {price}, {turnaround}.",
    });
    const own = (await readLetter(app, other.taxpayer, other.quoteId)).json<EngagementLetter>();
    expect(own.body).toBe(
      `Hello Test Person: $1,200.00, within a time we agree on.\n\n${t("engagementLetters.depositRefunded")}`,
    );
  });

  it("signs the letter, chooses the quote and records the consent in one step, sealed in a PDF both may download", async () => {
    const { expert, taxpayer, quoteId } = await sentQuote(app);
    const letter = (await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>();
    const signed = await postAs(app, taxpayer, "/Taxpayer/SignEngagementLetter", {
      quoteId,
      letterHash: letter.letterHash,
      signerName: "Dana Whitfield",
      signature: { kind: "drawn", png: drawnSignaturePng().toString("base64") },
      consentTextVersion: DISCLOSURE_CONSENT_VERSION,
    });
    expect(signed.statusCode).toBe(200);
    const answer = signed.json<EngagementLetter>();
    expect(answer).toMatchObject({
      version: 1,
      status: "signed",
      signerName: "Dana Whitfield",
      signatureKind: "drawn",
      consentGiven: true,
      consentAvailable: false,
      body: letter.body,
      acceptedAt: null,
    });

    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote?.actionStatusId).toBe(QuoteActionStatusId.chosenWaitingForInformation);
    const [row] = await lettersOf(quoteId);
    expect(row).toMatchObject({
      version: 1,
      signerEmail: taxpayer.email,
      signatureKind: "drawn",
      consentGiven: true,
    });
    expect(row?.signedFrom).toBeTruthy();
    const consents = await db
      .select()
      .from(disclosureConsents)
      .where(eq(disclosureConsents.quoteId, quoteId));
    expect(consents).toHaveLength(1);
    expect((await auditOf("consent.given", `quote:${quoteId}`)).length).toBe(1);
    const [audit] = await auditOf("signatures.letter-signed", `quote:${quoteId}`);
    expect(audit).toMatchObject({ actorUserId: taxpayer.id });
    const told = await db.select().from(notifications).where(eq(notifications.userId, expert.id));
    expect(told.map((notice) => notice.title)).toContain("Your engagement letter was signed");

    // The sealed file: intact, its certificate naming the hash of the letter as laid out before sealing.
    const url = answer.signedFile?.url ?? "";
    const fromTaxpayer = await download(taxpayer, url);
    expect(fromTaxpayer.statusCode).toBe(200);
    expect((await download(expert, url)).statusCode).toBe(200);
    expect([403, 404]).toContain((await download(await createSignedInUser(app, 1), url)).statusCode);
    const bytes = fromTaxpayer.rawPayload;
    expect(sha256(bytes)).toBe(row?.signedSha256);
    expect(checkSeal(bytes)).toMatchObject({ intact: true, coversWholeFile: true });
    const folder = await mkdtemp(path.join(tmpdir(), "letter-"));
    const file = path.join(folder, "letter.pdf");
    await writeFile(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Engagement letter");
    expect(text).toContain("Client's signature: Dana Whitfield");
    expect(text).toContain("Signature certificate");
    expect(text).toContain(row?.originalSha256 ?? "missing");
    expect(text).toContain(taxpayer.email);

    // The signed letter is the taxpayer's, so it goes with their data export.
    const owned = await app.services.files.ownedBy(taxpayer.id);
    expect(owned.map((stored) => stored.id)).toContain(row?.signedFileId);
  });

  it("refuses a stale letter, a second signature, a stale consent, someone else's quote and a declined one", async () => {
    const { expert, taxpayer, quoteId } = await sentQuote(app);
    const stale = await postAs(app, taxpayer, "/Taxpayer/SignEngagementLetter", {
      quoteId,
      letterHash: sha256("the words of another letter"),
      signerName: "Dana Whitfield",
      signature: { kind: "typed", text: "Dana Whitfield" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ errorMessage: string }>().errorMessage).toBe(
      "The letter changed since you opened it. Read it again and sign.",
    );
    const staleConsent = await readAndSign(app, taxpayer, quoteId, { consentTextVersion: "2020-01" });
    expect(staleConsent.statusCode).toBe(409);
    const read = (await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>();
    const notTheirs = await postAs(app, await createSignedInUser(app, 1), "/Taxpayer/SignEngagementLetter", {
      quoteId,
      letterHash: read.letterHash,
      signerName: "Someone Else",
      signature: { kind: "typed", text: "Someone Else" },
    });
    expect(notTheirs.statusCode).toBe(404);
    const professional = await postAs(app, expert, "/Taxpayer/SignEngagementLetter", {
      quoteId,
      letterHash: "x",
      signerName: "X",
      signature: { kind: "typed", text: "X" },
    });
    expect(professional.statusCode).toBe(403);
    expect(await lettersOf(quoteId)).toEqual([]);
    expect(
      (await db.select().from(disclosureConsents).where(eq(disclosureConsents.quoteId, quoteId))).length,
    ).toBe(0);

    expect((await readAndSign(app, taxpayer, quoteId)).statusCode).toBe(200);
    const again = await readAndSign(app, taxpayer, quoteId);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errorMessage: string }>().errorMessage).toContain("already signed this version");
    expect(await lettersOf(quoteId)).toHaveLength(1);

    // The professional declines: the taxpayer can neither read nor sign the letter any more.
    const declined = await sentQuote(app);
    await postQuery(app, declined.taxpayer, "Taxpayer/ChooseAccountant", { quoteId: declined.quoteId });
    const letter = (await readLetter(app, declined.taxpayer, declined.quoteId)).json<EngagementLetter>();
    await postQuery(app, declined.expert, "Accountant/DeclineQuote", { quoteId: declined.quoteId });
    expect((await readLetter(app, declined.taxpayer, declined.quoteId)).statusCode).toBe(404);
    const refused = await postAs(app, declined.taxpayer, "/Taxpayer/SignEngagementLetter", {
      quoteId: declined.quoteId,
      letterHash: letter.letterHash,
      signerName: "Dana Whitfield",
      signature: { kind: "typed", text: "Dana Whitfield" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ errorMessage: string }>().errorMessage).toContain("declined");
    expect(await lettersOf(declined.quoteId)).toEqual([]);

    // A request the taxpayer deleted has no letter any more, for either side.
    const deleted = await sentQuote(app);
    const deletedLetter = (await readLetter(app, deleted.taxpayer, deleted.quoteId)).json<EngagementLetter>();
    await db.update(taxRequests).set({ deletedAt: new Date() }).where(eq(taxRequests.id, deleted.requestId));
    expect((await readLetter(app, deleted.taxpayer, deleted.quoteId)).statusCode).toBe(404);
    expect((await readLetter(app, deleted.expert, deleted.quoteId)).statusCode).toBe(404);
    const gone = await postAs(app, deleted.taxpayer, "/Taxpayer/SignEngagementLetter", {
      quoteId: deleted.quoteId,
      letterHash: deletedLetter.letterHash,
      signerName: "Dana Whitfield",
      signature: { kind: "typed", text: "Dana Whitfield" },
    });
    expect(gone.statusCode).toBe(404);
    expect(await lettersOf(deleted.quoteId)).toEqual([]);
  });
});
