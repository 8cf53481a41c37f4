import { randomUUID } from "node:crypto";
import type { PasskeyOptions, PasskeySignInRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { AppError, forbidden } from "../../lib/app-error";
import { auditRecords } from "../audit";
import type { IdentityDeps } from "./identity.deps";
import { type PasskeyRow, passkeysRepository } from "./passkeys.repository";
import { createSessionOpening, type SignInClient, type SignInOutcome } from "./session-opening";
import { type SignInChallengeRow, signInChallengesRepository } from "./sign-in-challenges.repository";
import { MAX_SECOND_STEP_TRIES } from "./sign-in-steps";
import type { CountedAttempt } from "./sign-in-throttle.service";
import { type UserRow, usersRepository } from "./users.repository";
import {
  assertionAnswerOf,
  credentialOf,
  passkeyChallengeLifetimeMs,
  relyingPartyOf,
  type Transport,
  transportsOf,
} from "./webauthn-party";

const refusal = (message: string) => new AppError("BAD_REQUEST", message);

/** Why a passkey sign-in was refused, as the audit log keeps it. */
type FailureReason = "challenge" | "unknown-passkey" | "other-account" | "verification" | "counter" | "step";

/** A refusal found inside the session's transaction, audited once that transaction rolled back. */
class RefusedInTransaction extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Signing in with a passkey: alone (the passkey names the person and proves they are there), or as
 * the second step after the password (the challenge is bound to that person and their passkeys).
 */
export function createPasskeySignIn(deps: IdentityDeps) {
  const { db, clock, throttle, devices } = deps;
  const party = relyingPartyOf(deps.publicUrl);
  const signedIn = createSessionOpening(deps);

  /** The person's live password step, or null once it ended. */
  const liveStep = (executor: Executor, userId: number) =>
    signInChallengesRepository.newestLiveFor(executor, userId, "sign-in", clock.now(), MAX_SECOND_STEP_TRIES);

  /** Counts the attempt on the account when one is known, else on the address alone. */
  function countAttempt(client: SignInClient, user: UserRow | null) {
    if (!user) return throttle.attempt({ ip: client.ip, knownDevice: false });
    const knownDevice = devices.recognises(client.device, user.id);
    return throttle.attempt({ ip: client.ip, email: user.email, knownDevice });
  }

  async function failed(client: SignInClient, user: UserRow | null, reason: FailureReason, message: string) {
    await auditRecords.record(db, {
      at: clock.now(),
      actor: null,
      action: "identity.second-step-failed",
      subjectUserId: user?.id ?? null,
      subject: user ? `user:${user.id}` : null,
      from: client.ip,
      detail: { factor: "passkey", reason },
    });
    return refusal(message);
  }

  /** Checks the assertion against the stored key and counter: the new counter, or why it failed. */
  async function verify(
    request: PasskeySignInRequest,
    challenge: SignInChallengeRow,
    stored: PasskeyRow,
  ): Promise<{ newCounter: number } | "verification" | "counter"> {
    const passwordless = challenge.userId === null;
    const { verifyAuthenticationResponse } = await import("@simplewebauthn/server");
    const result = await verifyAuthenticationResponse({
      response: assertionAnswerOf(request.response),
      expectedChallenge: challenge.challenge,
      expectedOrigin: party.origin,
      expectedRPID: party.rpID,
      credential: credentialOf(stored),
      // Alone, the passkey is both factors: it must have checked the person (PIN, fingerprint).
      requireUserVerification: passwordless,
    }).catch((error: unknown) =>
      error instanceof Error && /counter/i.test(error.message) ? "counter" : null,
    );
    // A counter that did not grow means the key was copied, or this answer was sent before.
    if (result === "counter") return "counter";
    if (!result?.verified) return "verification";
    return { newCounter: result.authenticationInfo.newCounter };
  }

  return {
    async options(signInStep: string | undefined): Promise<PasskeyOptions> {
      const now = clock.now();
      let userId: number | null = null;
      let expiresAt = new Date(now.getTime() + passkeyChallengeLifetimeMs);
      let allowCredentials: { id: string; transports: Transport[] }[] | undefined;
      if (signInStep !== undefined) {
        const step = await signInChallengesRepository.findLive(
          db,
          signInStep,
          "sign-in",
          now,
          MAX_SECOND_STEP_TRIES,
        );
        if (!step?.userId) throw refusal(t("passkeys.signInStepExpired"));
        const held = await passkeysRepository.listForUser(db, step.userId);
        if (held.length === 0) throw refusal(t("passkeys.noPasskeyOnAccount"));
        userId = step.userId;
        // The challenge ends no later than the step it finishes.
        if (step.expiresAt < expiresAt) expiresAt = step.expiresAt;
        allowCredentials = held.map((row) => ({
          id: row.credentialId,
          transports: transportsOf(row.transports),
        }));
      }
      const { generateAuthenticationOptions } = await import("@simplewebauthn/server");
      const options = await generateAuthenticationOptions({
        rpID: party.rpID,
        userVerification: userId === null ? "required" : "preferred",
        ...(allowCredentials ? { allowCredentials } : {}),
      });
      const challengeId = randomUUID();
      await signInChallengesRepository.insert(db, {
        id: challengeId,
        userId,
        purpose: "passkey-sign-in",
        challenge: options.challenge,
        createdAt: now,
        expiresAt,
      });
      return { challengeId, options: { ...options } };
    },

    async signIn(
      request: PasskeySignInRequest,
      client: SignInClient,
    ): Promise<SignInOutcome<{ token: string }>> {
      const now = clock.now();
      const challenge = await signInChallengesRepository.findLive(
        db,
        request.challengeId,
        "passkey-sign-in",
        now,
        1,
      );
      const stored = await passkeysRepository.findByCredentialId(db, request.response.id);
      // Whose failure it is: the person the challenge was made for, else the passkey's owner.
      const accountId = challenge?.userId ?? stored?.userId ?? null;
      const user = accountId === null ? null : await usersRepository.findById(db, accountId);
      const attempt: CountedAttempt = await countAttempt(client, user);
      // Spent before anything is checked, so the same answer sent again (a replay) finds it spent.
      if (!challenge || !(await signInChallengesRepository.spend(db, challenge.id, now))) {
        throw await failed(client, user, "challenge", t("passkeys.signInExpired"));
      }
      if (!stored || !user) throw await failed(client, user, "unknown-passkey", t("passkeys.unknownPasskey"));
      if (stored.userId !== user.id) {
        throw await failed(client, user, "other-account", t("passkeys.notThisAccount"));
      }
      const checked = await verify(request, challenge, stored);
      if (typeof checked === "string") throw await failed(client, user, checked, t("passkeys.signInFailed"));
      const bound = challenge.userId !== null;
      if (bound && !(await liveStep(db, user.id))) {
        throw await failed(client, user, "step", t("passkeys.signInStepExpired"));
      }
      await throttle.succeeded(attempt);
      if (user.suspendedAt !== null) {
        await auditRecords.record(db, {
          at: clock.now(),
          actor: null,
          action: "identity.sign-in-refused",
          subjectUserId: user.id,
          subject: `user:${user.id}`,
          from: client.ip,
          detail: { reason: "suspended" },
        });
        throw forbidden(t("identity.suspended"));
      }
      try {
        return await signedIn(user, client, "passkey", async (tx) => {
          // A concurrent sign-in that took the same count first wins; this one is a replay of it.
          if (!(await passkeysRepository.recordUse(tx, stored.id, checked.newCounter, now))) {
            throw new RefusedInTransaction("counter", t("passkeys.signInFailed"));
          }
          if (!bound) return;
          const step = await liveStep(tx, user.id);
          if (!step || !(await signInChallengesRepository.spend(tx, step.id, now))) {
            throw new RefusedInTransaction("step", t("passkeys.signInStepExpired"));
          }
        });
      } catch (error) {
        if (error instanceof RefusedInTransaction)
          throw await failed(client, user, error.reason, error.message);
        throw error;
      }
    },
  };
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
