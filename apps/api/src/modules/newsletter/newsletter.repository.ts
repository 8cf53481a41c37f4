import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

export type NewsletterRow = typeof newsletterSubscriptions.$inferSelect;

export const newsletterRepository = {
  async findByEmail(db: Executor, email: string): Promise<NewsletterRow | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
    return row;
  },

  async findByTokenHash(db: Executor, tokenHash: string): Promise<NewsletterRow | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, tokenHash));
    return row;
  },

  /** Subscribes the address, or renews a past subscription with a new token; a live one is left alone. */
  async subscribe(
    db: Executor,
    values: { email: string; unsubscribeTokenHash: string; subscribedAt: Date },
  ): Promise<"subscribed" | "already"> {
    // The unique index on lower(email) settles two sign-ups of one address racing each other.
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (inserted.length > 0) return "subscribed";
    const renewed = await db
      .update(newsletterSubscriptions)
      .set({
        unsubscribeTokenHash: values.unsubscribeTokenHash,
        subscribedAt: values.subscribedAt,
        unsubscribedAt: null,
      })
      .where(
        sql`lower(${newsletterSubscriptions.email}) = lower(${values.email}) and ${newsletterSubscriptions.unsubscribedAt} is not null`,
      )
      .returning({ id: newsletterSubscriptions.id });
    return renewed.length > 0 ? "subscribed" : "already";
  },

  async unsubscribe(db: Executor, id: number, at: Date): Promise<void> {
    await db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: at })
      .where(
        sql`${newsletterSubscriptions.id} = ${id} and ${newsletterSubscriptions.unsubscribedAt} is null`,
      );
  },
};
