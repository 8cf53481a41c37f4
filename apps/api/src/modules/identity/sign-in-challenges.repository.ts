import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signInChallenges } from "../../db/schema";

const dayMs = 24 * 60 * 60_000;

export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

/** What a step is for: the second step after a password, or a WebAuthn ceremony's challenge. */
export type ChallengePurpose = "sign-in" | "passkey-register" | "passkey-sign-in";

/** A step of the purpose that can still be used: unspent, unexpired, with tries left. */
const live = (purpose: ChallengePurpose, now: Date, maxTries: number) =>
  and(
    eq(signInChallenges.purpose, purpose),
    isNull(signInChallenges.usedAt),
    gt(signInChallenges.expiresAt, now),
    lt(signInChallenges.wrongTries, maxTries),
  );

export const signInChallengesRepository = {
  /**
   * Keeps a new step, and drops the steps that ended over a day before it: the table holds only what
   * can still be used or was tried lately, with no sweep of its own.
   */
  async insert(executor: Executor, row: typeof signInChallenges.$inferInsert): Promise<void> {
    await executor
      .delete(signInChallenges)
      .where(lt(signInChallenges.expiresAt, new Date(row.createdAt.getTime() - dayMs)));
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
      .where(and(eq(signInChallenges.id, id), live(purpose, now, maxTries)))
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
      .where(and(eq(signInChallenges.userId, userId), live(purpose, now, maxTries)))
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
};
