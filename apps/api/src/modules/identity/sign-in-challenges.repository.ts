import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signInChallenges } from "../../db/schema";

export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

/** What a step is for: the second step after a password, or a WebAuthn ceremony's challenge. */
export type ChallengePurpose = "sign-in" | "passkey-register" | "passkey-sign-in";

export const signInChallengesRepository = {
  async insert(executor: Executor, row: typeof signInChallenges.$inferInsert): Promise<void> {
    await executor.insert(signInChallenges).values(row);
  },

  /** The step, while it can still be used: unspent, unexpired, with tries left. */
  async findLive(
    executor: Executor,
    id: string,
    purpose: ChallengePurpose,
    now: Date,
    maxTries: number,
  ): Promise<SignInChallengeRow | null> {
    const [row] = await executor
      .select()
      .from(signInChallenges)
      .where(
        and(
          eq(signInChallenges.id, id),
          eq(signInChallenges.purpose, purpose),
          isNull(signInChallenges.usedAt),
          gt(signInChallenges.expiresAt, now),
          lt(signInChallenges.wrongTries, maxTries),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** The person's newest live step of this purpose (older clients send no step id, only the e-mail). */
  async newestLiveFor(
    executor: Executor,
    userId: number,
    purpose: ChallengePurpose,
    now: Date,
    maxTries: number,
  ): Promise<SignInChallengeRow | null> {
    const [row] = await executor
      .select()
      .from(signInChallenges)
      .where(
        and(
          eq(signInChallenges.userId, userId),
          eq(signInChallenges.purpose, purpose),
          isNull(signInChallenges.usedAt),
          gt(signInChallenges.expiresAt, now),
          lt(signInChallenges.wrongTries, maxTries),
        ),
      )
      .orderBy(sql`${signInChallenges.createdAt} desc`)
      .limit(1);
    return row ?? null;
  },

  async countWrongTry(executor: Executor, id: string): Promise<void> {
    await executor
      .update(signInChallenges)
      .set({ wrongTries: sql`${signInChallenges.wrongTries} + 1` })
      .where(eq(signInChallenges.id, id));
  },

  /** Spends the step; false when it was spent meanwhile (a replay racing the first use). */
  async spend(executor: Executor, id: string, now: Date): Promise<boolean> {
    const spent = await executor
      .update(signInChallenges)
      .set({ usedAt: now })
      .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
      .returning({ id: signInChallenges.id });
    return spent.length > 0;
  },

  /** Drops steps that ended long ago (kept a day for the audit of tries). */
  async deleteEndedBefore(executor: Executor, before: Date): Promise<void> {
    await executor.delete(signInChallenges).where(lt(signInChallenges.expiresAt, before));
  },
};
