import {
  DISCLOSURE_CONSENT_VERSION,
  type EngagementLetter,
  QuoteActionStatusId,
  QuoteStatusId,
} from "@taxlane/contract";
import { and, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { postAs, readAndSign, readLetter, sentQuote } from "../../../test/engagement-letters";
import { bearer, type TestUser } from "../../../test/factories";
import { chosenQuote, createExpert, giveDisclosureConsent, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import {
  auditEntries,
  disclosureConsents,
  engagementLetters,
  notifications,
  quotes,
  storedFiles,
} from "../../db/schema";
import { ENGAGEMENT_LETTER_PURPOSE } from "./engagement-letters.service";

describe("engagement letters: changed after signing, the existing client's choice, and failed steps", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { db } = app.services;
  const lettersOf = (quoteId: number) =>
    db.select().from(engagementLetters).where(eq(engagementLetters.quoteId, quoteId));
  const letterFiles = async () =>
    (await db.select().from(storedFiles).where(eq(storedFiles.purpose, ENGAGEMENT_LETTER_PURPOSE))).length;
  const noticesOf = async (userId: number, title: string) =>
    (await db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
      (notice) => notice.title === title,
    );
  const change = (user: Parameters<typeof postAs>[1], quoteId: number, body: string) =>
    postAs(app, user, "/Accountant/ChangeEngagementLetter", { quoteId, body });

  it("asks for a new signature on a changed letter and keeps the signed versions downloadable", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    // Chosen with the existing client's call: no letter, not signed, accepted when confirmed.
    const before = (await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>();
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(before).toMatchObject({
      version: 0,
      status: "not-signed",
      acceptedAt: quote?.decidedAt?.toISOString(),
    });
    expect((await readAndSign(app, taxpayer, quoteId)).statusCode).toBe(200);
    const [stillConfirmed] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stillConfirmed?.actionStatusId).toBe(QuoteActionStatusId.confirmed);

    // Refusals first: none of them keeps a version.
    const unknown = await change(expert, quoteId, "Dear {client}, the fee is {price}.");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("{client}");
    expect((await change(expert, quoteId, "y".repeat(20_001))).statusCode).toBe(400);
    expect((await change(await createExpert(app), quoteId, "Other words.")).statusCode).toBe(404);
    expect((await change(taxpayer, quoteId, "Other words.")).statusCode).toBe(403);
    expect(await lettersOf(quoteId)).toHaveLength(1);

    const changedBody = `${before.body}\n\nThe fee now includes one amended return for {taxpayer}.`;
    const changed = await change(expert, quoteId, changedBody);
    expect(changed.statusCode).toBe(200);
    const letter = changed.json<EngagementLetter>();
    expect(letter).toMatchObject({ version: 2, status: "changed", signedAt: null, signedFile: null });
    expect(letter.body).toContain("one amended return for Test Person.");
    expect(letter.earlierVersions).toHaveLength(1);
    expect(letter.earlierVersions[0]).toMatchObject({ version: 1, signerName: "Dana Whitfield" });
    const firstFile = letter.earlierVersions[0]?.signedFile?.url ?? "";
    expect(firstFile).not.toBe("");
    const [row] = (await lettersOf(quoteId)).filter((version) => version.version === 2);
    expect(row?.changedByUserId).toBe(expert.id);
    expect(await noticesOf(taxpayer.id, "Your engagement letter changed")).toHaveLength(1);
    const audited = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.action, "signatures.letter-changed"),
          eq(auditEntries.subject, `quote:${quoteId}`),
        ),
      );
    expect(audited).toHaveLength(1);

    // The taxpayer reads the same; the same words again change nothing.
    expect((await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>()).toMatchObject({
      version: 2,
      status: "changed",
    });
    expect((await change(expert, quoteId, letter.body)).json<EngagementLetter>().version).toBe(2);
    expect(await lettersOf(quoteId)).toHaveLength(2);
    expect(await noticesOf(taxpayer.id, "Your engagement letter changed")).toHaveLength(1);

    const signedAgain = await readAndSign(app, taxpayer, quoteId);
    expect(signedAgain.statusCode).toBe(200);
    const after = signedAgain.json<EngagementLetter>();
    expect(after).toMatchObject({ version: 2, status: "signed" });
    expect(after.earlierVersions.map((version) => version.version)).toEqual([1]);
    expect(after.signedFile?.url).not.toBe(firstFile);
    const old = await app.inject({ method: "GET", url: firstFile, headers: bearer(taxpayer) });
    expect(old.statusCode).toBe(200);
    expect(await noticesOf(expert.id, "Your engagement letter was signed")).toHaveLength(2);
  });

  it("records the consent once: signing with it ticked while one is live adds none", async () => {
    const { taxpayer, quoteId } = await startedJob(app);
    await giveDisclosureConsent(app, taxpayer, quoteId);
    expect((await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>().consentAvailable).toBe(false);
    const signed = await readAndSign(app, taxpayer, quoteId, {
      consentTextVersion: DISCLOSURE_CONSENT_VERSION,
    });
    expect(signed.statusCode).toBe(200);
    const consents = await db
      .select()
      .from(disclosureConsents)
      .where(eq(disclosureConsents.quoteId, quoteId));
    expect(consents).toHaveLength(1);
  });

  it("refuses a change before the taxpayer chose the quote", async () => {
    const { expert, quoteId } = await sentQuote(app);
    const early = await change(expert, quoteId, "New words.");
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errorMessage: string }>().errorMessage).toContain("once the taxpayer has chosen");
    expect(await lettersOf(quoteId)).toEqual([]);
  });

  it("signs a quote chosen with the existing client's call without choosing it twice", async () => {
    const { expert, taxpayer, quoteId } = await chosenQuote(app);
    expect((await readLetter(app, taxpayer, quoteId)).json<EngagementLetter>().status).toBe("not-signed");
    const signed = await readAndSign(app, taxpayer, quoteId);
    expect(signed.statusCode).toBe(200);
    expect(signed.json<EngagementLetter>().status).toBe("signed");
    // The choice was made once, by the existing call: its notice is not repeated.
    expect(await noticesOf(expert.id, "Your quote was chosen")).toHaveLength(1);

    // The signed letter goes with the taxpayer's data export, not with the professional's.
    const exported = async (user: TestUser) => {
      const response = await app.inject({
        method: "GET",
        url: "/api/User/DownloadMyData",
        headers: bearer(user),
      });
      expect(response.statusCode, response.body).toBe(200);
      const listing = unzipSync(new Uint8Array(response.rawPayload))["files.json"];
      return (JSON.parse(Buffer.from(listing ?? []).toString("utf8")) as { name: string }[]).map(
        (f) => f.name,
      );
    };
    expect(await exported(taxpayer)).toContain("engagement-letter-version-1.pdf");
    expect(await exported(expert)).not.toContain("engagement-letter-version-1.pdf");
  });

  it("leaves no letter and no file when a step fails: another quote chosen, a drawing that is not a PNG", async () => {
    const first = await chosenQuote(app);
    const other = await createExpert(app);
    // A second quote on the same request (sent before the first was chosen).
    const [second] = await db
      .insert(quotes)
      .values({
        requestId: first.requestId,
        expertUserId: other.id,
        taxpayerUserId: first.taxpayer.id,
        price: 700,
        statusId: QuoteStatusId.pending,
        createdAt: app.services.clock.now(),
      })
      .returning();
    const secondId = second?.id ?? 0;
    const filesBefore = await letterFiles();

    const chosenElsewhere = await readAndSign(app, first.taxpayer, secondId);
    expect(chosenElsewhere.statusCode).toBe(409);
    expect(chosenElsewhere.json<{ errorMessage: string }>().errorMessage).toContain("already chosen");
    expect(await lettersOf(secondId)).toEqual([]);
    expect(await letterFiles()).toBe(filesBefore);
    const [untouched] = await db.select().from(quotes).where(eq(quotes.id, secondId));
    expect(untouched?.actionStatusId).toBeNull();

    const notPng = await readAndSign(app, first.taxpayer, first.quoteId, {
      signature: { kind: "drawn", png: Buffer.from("GIF89a not a png").toString("base64") },
    });
    expect(notPng.statusCode).toBe(400);
    expect(await lettersOf(first.quoteId)).toEqual([]);
    expect(await letterFiles()).toBe(filesBefore);

    // The old call still chooses as before: the second quote cannot be chosen while the first is.
    const viaOldCall = await app.inject({
      method: "POST",
      url: `/api/Taxpayer/ChooseAccountant?quoteId=${secondId}`,
      headers: bearer(first.taxpayer),
    });
    expect(viaOldCall.statusCode).toBe(409);
  });
});
