import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/client";
import type { IdentityDeps } from "./identity.deps";
import { type SignInChallengeRow, signInChallengesRepository } from "./sign-in-challenges.repository";

/** How long the second step may wait after the password, and the wrong codes it takes. */
const stepLifetimeMs = 10 * 60_000;
export const MAX_SECOND_STEP_TRIES = 5;

/**
 * The sign-in awaiting its second step: the password was right, and an authenticator app's code, a
 * recovery code or a passkey must follow. Without a live step no second factor is taken at all, so a
 * code alone (without the password) never signs anyone in.
 */
export function createSignInSteps({ db, clock }: Pick<IdentityDeps, "db" | "clock">) {
  return {
    async start(userId: number): Promise<string> {
      const now = clock.now();
      const id = randomUUID();
      await signInChallengesRepository.insert(db, {
        id,
        userId,
        purpose: "sign-in",
        createdAt: now,
        expiresAt: new Date(now.getTime() + stepLifetimeMs),
      });
      return id;
    },

    /** The person's live step: the one given, or (older clients send none) their newest. */
    async live(userId: number, given: string | undefined): Promise<SignInChallengeRow | null> {
      const now = clock.now();
      if (given === undefined) {
        return signInChallengesRepository.newestLiveFor(db, userId, "sign-in", now, MAX_SECOND_STEP_TRIES);
      }
      const step = await signInChallengesRepository.findLive(
        db,
        given,
        "sign-in",
        now,
        MAX_SECOND_STEP_TRIES,
      );
      return step?.userId === userId ? step : null;
    },

    countWrongTry: (stepId: string) => signInChallengesRepository.countWrongTry(db, stepId),

    /** Spends the step in the sign-in's transaction; false when a racing call spent it first. */
    spend: (tx: Executor, stepId: string) => signInChallengesRepository.spend(tx, stepId, clock.now()),
  };
}

export type SignInSteps = ReturnType<typeof createSignInSteps>;
