import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { returnDrafts } from "../../db/schema";

export type DraftRow = typeof returnDrafts.$inferSelect;
export type DraftReviewStatus = "pending" | "approved" | "changes_requested";

/** The drafts of a job's return: shared by the professional, reviewed by the taxpayer. */
export const returnDraftsRepository = {
  async insert(db: Executor, draft: { quoteId: number; fileId: number; sharedAt: Date }): Promise<number> {
    const [row] = await db.insert(returnDrafts).values(draft).returning({ id: returnDrafts.id });
    if (!row) throw new Error("the draft was not saved");
    return row.id;
  },

  /** The job's drafts, newest first: the first is the current one. */
  listOfJob: (db: Executor, quoteId: number) =>
    db
      .select()
      .from(returnDrafts)
      .where(eq(returnDrafts.quoteId, quoteId))
      .orderBy(desc(returnDrafts.sharedAt), desc(returnDrafts.id)),

  async review(
    db: Executor,
    id: number,
    review: { reviewStatus: DraftReviewStatus; comment: string | null; reviewedAt: Date },
  ): Promise<void> {
    await db.update(returnDrafts).set(review).where(eq(returnDrafts.id, id));
  },
};
