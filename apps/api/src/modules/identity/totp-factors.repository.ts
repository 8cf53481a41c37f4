import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { totpFactors } from "../../db/schema";

export type TotpFactorRow = typeof totpFactors.$inferSelect;

export const totpFactorsRepository = {
  async find(executor: Executor, userId: number): Promise<TotpFactorRow | null> {
    const [row] = await executor.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    return row ?? null;
  },

  /** The person's confirmed app, when they have one. */
  async findConfirmed(executor: Executor, userId: number): Promise<TotpFactorRow | null> {
    const [row] = await executor
      .select()
      .from(totpFactors)
      .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.secretSealed)));
    return row ?? null;
  },

  /** Keeps a new app's secret as pending, beside the confirmed one if there is one. */
  async setPending(
    executor: Executor,
    userId: number,
    pendingSecretSealed: string,
    now: Date,
  ): Promise<void> {
    await executor
      .insert(totpFactors)
      .values({ userId, pendingSecretSealed, createdAt: now })
      .onConflictDoUpdate({ target: totpFactors.userId, set: { pendingSecretSealed } });
  },

  /**
   * The pending secret becomes the app (replacing any before), its first code's step already used.
   * False when the pending secret changed meanwhile (another setup started).
   */
  async confirmPending(
    executor: Executor,
    userId: number,
    pendingSecretSealed: string,
    step: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await executor
      .update(totpFactors)
      .set({
        secretSealed: pendingSecretSealed,
        pendingSecretSealed: null,
        createdAt: now,
        confirmedAt: now,
        lastUsedStep: step,
        lastUsedAt: null,
      })
      .where(and(eq(totpFactors.userId, userId), eq(totpFactors.pendingSecretSealed, pendingSecretSealed)))
      .returning({ userId: totpFactors.userId });
    return rows.length > 0;
  },

  /** Records the step a sign-in used; false when it (or a later one) was used meanwhile (a replay). */
  async useStep(executor: Executor, userId: number, step: number, now: Date): Promise<boolean> {
    const rows = await executor
      .update(totpFactors)
      .set({ lastUsedStep: step, lastUsedAt: now })
      .where(
        and(
          eq(totpFactors.userId, userId),
          or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: totpFactors.userId });
    return rows.length > 0;
  },

  async remove(executor: Executor, userId: number): Promise<void> {
    await executor.delete(totpFactors).where(eq(totpFactors.userId, userId));
  },
};
