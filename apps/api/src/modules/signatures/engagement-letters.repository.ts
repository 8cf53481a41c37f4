import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { engagementLetters, engagementTemplates } from "../../db/schema";

export type EngagementLetterRow = typeof engagementLetters.$inferSelect;
export type EngagementTemplateRow = typeof engagementTemplates.$inferSelect;

/** What signing records on a version. */
export type LetterSignature = Required<
  Pick<
    typeof engagementLetters.$inferInsert,
    | "signedAt"
    | "signerName"
    | "signerEmail"
    | "signedFrom"
    | "signatureKind"
    | "consentGiven"
    | "originalSha256"
    | "signedFileId"
    | "signedSha256"
  >
>;

export const engagementLettersRepository = {
  async templateOf(db: Executor, expertUserId: number): Promise<EngagementTemplateRow | null> {
    const [row] = await db
      .select()
      .from(engagementTemplates)
      .where(eq(engagementTemplates.expertUserId, expertUserId))
      .limit(1);
    return row ?? null;
  },

  async saveTemplate(
    db: Executor,
    expertUserId: number,
    body: string,
    at: Date,
  ): Promise<EngagementTemplateRow> {
    const [row] = await db
      .insert(engagementTemplates)
      .values({ expertUserId, body, updatedAt: at })
      .onConflictDoUpdate({ target: engagementTemplates.expertUserId, set: { body, updatedAt: at } })
      .returning();
    if (!row) throw new Error("the template was not saved");
    return row;
  },

  /** Every kept version of a quote's letter, oldest first; the last is the current one. */
  versionsOf(db: Executor, quoteId: number): Promise<EngagementLetterRow[]> {
    return db
      .select()
      .from(engagementLetters)
      .where(eq(engagementLetters.quoteId, quoteId))
      .orderBy(asc(engagementLetters.version));
  },

  async insert(
    db: Executor,
    letter: Pick<
      typeof engagementLetters.$inferInsert,
      "quoteId" | "version" | "body" | "createdAt" | "changedByUserId"
    >,
  ): Promise<EngagementLetterRow> {
    const [row] = await db.insert(engagementLetters).values(letter).returning();
    if (!row) throw new Error("the letter was not saved");
    return row;
  },

  async recordSignature(db: Executor, letterId: number, signature: LetterSignature): Promise<void> {
    await db.update(engagementLetters).set(signature).where(eq(engagementLetters.id, letterId));
  },

  /** The quote whose signed letter is this file, for deciding who may download it. */
  async quoteOfSignedFile(db: Executor, fileId: number): Promise<number | null> {
    const [row] = await db
      .select({ quoteId: engagementLetters.quoteId })
      .from(engagementLetters)
      .where(and(isNotNull(engagementLetters.signedAt), eq(engagementLetters.signedFileId, fileId)))
      .limit(1);
    return row?.quoteId ?? null;
  },
};
