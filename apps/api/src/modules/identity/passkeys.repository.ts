import { and, count, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { passkeys } from "../../db/schema";

export type PasskeyRow = typeof passkeys.$inferSelect;

export const passkeysRepository = {
  /** The person's passkeys, oldest first. */
  listForUser(executor: Executor, userId: number): Promise<PasskeyRow[]> {
    return executor.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.id);
  },

  async countForUser(executor: Executor, userId: number): Promise<number> {
    const [row] = await executor.select({ held: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    return row?.held ?? 0;
  },

  async findByCredentialId(executor: Executor, credentialId: string): Promise<PasskeyRow | null> {
    const [row] = await executor
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, credentialId))
      .limit(1);
    return row ?? null;
  },

  /** The passkey, only when it is the person's own. */
  async findOwned(executor: Executor, id: number, userId: number): Promise<PasskeyRow | null> {
    const [row] = await executor
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .limit(1);
    return row ?? null;
  },

  /** Keeps a new passkey; null when its credential id is stored already (on any account). */
  async insert(executor: Executor, row: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
    const [inserted] = await executor.insert(passkeys).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  },

  /**
   * Records a sign-in with the passkey. The counter must still be below the new one (or both zero,
   * for authenticators that do not count): false when a concurrent sign-in took that count first.
   */
  async recordUse(executor: Executor, id: number, signCount: number, at: Date): Promise<boolean> {
    const counts = signCount === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, signCount);
    const updated = await executor
      .update(passkeys)
      .set({ signCount, lastUsedAt: at })
      .where(and(eq(passkeys.id, id), counts))
      .returning({ id: passkeys.id });
    return updated.length > 0;
  },

  async delete(executor: Executor, id: number): Promise<void> {
    await executor.delete(passkeys).where(eq(passkeys.id, id));
  },
};
