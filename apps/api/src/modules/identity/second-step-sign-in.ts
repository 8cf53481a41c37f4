import type { RecoveryCodeSignInRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { fieldError } from "../../lib/app-error";
import { invalidCode } from "./email-codes.service";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import type { SignedIn, SignInClient } from "./session-opening";
import type { SignInGuard } from "./sign-in-guard";
import { suspended } from "./sign-in-guard";
import type { SignInSteps } from "./sign-in-steps";
import type { CountedAttempt } from "./sign-in-throttle.service";
import { matchedTotpStep } from "./totp";
import { type TotpFactorRow, totpFactorsRepository } from "./totp-factors.repository";
import { type UserRow, usersRepository } from "./users.repository";

const wrongRecoveryCode = () => fieldError("recoveryCode", t("security.recoveryCodeWrong"));

/** Thrown inside the sign-in's transaction when the step or the code was spent by a racing call. */
class SpentMeanwhile extends Error {}

/**
 * The second step after the password: the authenticator app's code or a recovery code, each taken
 * only with the person's live sign-in step. A wrong one counts against the step (five wrong and it
 * is over), against the sign-in throttle like a wrong password, and is logged.
 */
export function createSecondStepSignIn(
  deps: IdentityDeps,
  guard: SignInGuard,
  steps: SignInSteps,
  signedIn: SignedIn,
) {
  const { db, clock, keyring, mail, recovery, throttle } = deps;

  async function refuse(
    user: UserRow,
    stepId: string | undefined,
    client: SignInClient,
    attempt: CountedAttempt,
    factor: "totp" | "recovery",
    reason: string,
  ) {
    if (stepId !== undefined) await steps.countWrongTry(stepId);
    await guard.recordSecondStepFailure(user, client.ip, factor, reason);
    await guard.tellOfBurst(user, attempt);
  }

  return {
    /** `signInWithValidationCode` for a person with an authenticator app: the code is the app's. */
    async withAuthenticatorCode(
      user: UserRow,
      app: TotpFactorRow,
      code: string,
      givenStep: string | undefined,
      client: SignInClient,
      attempt: CountedAttempt,
    ) {
      const step = await steps.live(user.id, givenStep);
      const matched =
        step && app.secretSealed !== null
          ? await matchedTotpStep(keyring.decryptText(app.secretSealed), code, clock, app.lastUsedStep)
          : null;
      if (!step || matched === null) {
        await refuse(user, step?.id, client, attempt, "totp", step ? "wrong-code" : "no-sign-in-step");
        throw invalidCode();
      }
      await throttle.succeeded(attempt);
      if (user.suspendedAt !== null) {
        await guard.recordFailure(user, client.ip, "suspended");
        throw suspended();
      }
      try {
        return await signedIn(user, client, "totp", async (tx) => {
          if (!(await steps.spend(tx, step.id))) throw new SpentMeanwhile();
          if (!(await totpFactorsRepository.useStep(tx, user.id, matched, clock.now()))) {
            throw new SpentMeanwhile();
          }
        });
      } catch (error) {
        if (!(error instanceof SpentMeanwhile)) throw error;
        await refuse(user, undefined, client, attempt, "totp", "code-already-used");
        throw invalidCode();
      }
    },

    async withRecoveryCode(request: RecoveryCodeSignInRequest, client: SignInClient) {
      const user = await usersRepository.findByEmail(db, request.email);
      const attempt = await guard.countAttempt(request.email, client, user);
      // An unknown e-mail is answered as a wrong code, so the call tells nobody which accounts exist.
      if (!user) {
        await guard.recordFailure(null, client.ip, "unknown-account");
        throw wrongRecoveryCode();
      }
      const step = await steps.live(user.id, request.signInStep);
      if (!step) {
        await refuse(user, undefined, client, attempt, "recovery", "no-sign-in-step");
        throw wrongRecoveryCode();
      }
      if (user.suspendedAt !== null) {
        await guard.recordFailure(user, client.ip, "suspended");
        throw suspended();
      }
      try {
        const outcome = await signedIn(user, client, "recovery", async (tx) => {
          if (!(await steps.spend(tx, step.id))) throw new SpentMeanwhile();
          if (!(await recovery.spend(tx, user.id, request.recoveryCode))) throw new SpentMeanwhile();
          const left = await recovery.left(tx, user.id);
          await mail.enqueue(tx, identityMail.recoveryCodeUsed(recipientOf(user), left));
        });
        await throttle.succeeded(attempt);
        return outcome;
      } catch (error) {
        if (!(error instanceof SpentMeanwhile)) throw error;
        await refuse(user, step.id, client, attempt, "recovery", "wrong-recovery-code");
        throw wrongRecoveryCode();
      }
    },
  };
}

export type SecondStepSignIn = ReturnType<typeof createSecondStepSignIn>;
