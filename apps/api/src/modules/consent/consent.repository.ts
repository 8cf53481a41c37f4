import { and, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { disclosureConsents } from "../../db/schema";

export type DisclosureConsentRow = typeof disclosureConsents.$inferSelect;

export const consentRepository = {
  /** The job's live consent, if any. */
  async findLive(executor: Executor, quoteId: number): Promise<DisclosureConsentRow | null> {
    const rows = await executor
      .select()
      .from(disclosureConsents)
      .where(and(eq(disclosureConsents.quoteId, quoteId), isNull(disclosureConsents.withdrawnAt)))
      .limit(1);
    return rows[0] ?? null;
  },

  /** The job's newest consent, live or withdrawn. */
  async latest(executor: Executor, quoteId: number): Promise<DisclosureConsentRow | null> {
    const rows = await executor
      .select()
      .from(disclosureConsents)
      .where(eq(disclosureConsents.quoteId, quoteId))
      .orderBy(desc(disclosureConsents.id))
      .limit(1);
    return rows[0] ?? null;
  },

  /** Adds a live consent unless one is there (the partial unique index decides a race). */
  async insert(executor: Executor, row: Omit<typeof disclosureConsents.$inferInsert, "id">): Promise<void> {
    await executor.insert(disclosureConsents).values(row).onConflictDoNothing();
  },

  async withdraw(executor: Executor, quoteId: number, now: Date): Promise<boolean> {
    const rows = await executor
      .update(disclosureConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(disclosureConsents.quoteId, quoteId), isNull(disclosureConsents.withdrawnAt)))
      .returning({ id: disclosureConsents.id });
    return rows.length > 0;
  },
};
