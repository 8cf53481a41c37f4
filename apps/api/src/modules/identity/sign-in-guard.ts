import { t } from "@taxlane/contract/i18n";
import { AppError, forbidden } from "../../lib/app-error";
import { auditRecords } from "../audit";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import type { SignInClient } from "./session-opening";
import type { CountedAttempt } from "./sign-in-throttle.service";
import type { UserRow } from "./users.repository";

export const wrongCredentials = () => new AppError("BAD_REQUEST", t("identity.wrongCredentials"));
export const suspended = () => forbidden(t("identity.suspended"));

/**
 * What every sign-in step shares around its check: the attempt counted before it, the owner told of
 * a burst of failures, and each refusal in the audit log (the account when there is one, never the
 * password or code).
 */
export function createSignInGuard({ db, clock, mail, throttle, devices, publicUrl }: IdentityDeps) {
  return {
    /** Counts the attempt; a device that signed in to the account before is known to the throttle. */
    countAttempt(email: string, client: SignInClient, user: UserRow | null) {
      const knownDevice = user !== null && devices.recognises(client.device, user.id);
      return throttle.attempt({ ip: client.ip, email, knownDevice });
    },

    /** The owner hears once of a burst of failures on their account (the password stays untold). */
    async tellOfBurst(user: UserRow | null, attempt: CountedAttempt) {
      if (user && attempt.startsBurst) {
        await mail.enqueue(
          db,
          identityMail.signInFailures(recipientOf(user), `${publicUrl}/forgot-password`),
        );
      }
    },

    recordFailure(user: UserRow | null, ip: string, reason: string) {
      return auditRecords.record(db, {
        at: clock.now(),
        actor: null,
        action: reason === "suspended" ? "identity.sign-in-refused" : "identity.sign-in-failed",
        subjectUserId: user?.id ?? null,
        subject: user ? `user:${user.id}` : null,
        from: ip,
        detail: { reason },
      });
    },

    /** A wrong second step after the right password: which factor and why, never what was typed. */
    recordSecondStepFailure(user: UserRow, ip: string, factor: "totp" | "recovery", reason: string) {
      return auditRecords.record(db, {
        at: clock.now(),
        actor: null,
        action: "identity.second-step-failed",
        subjectUserId: user.id,
        subject: `user:${user.id}`,
        from: ip,
        detail: { factor, reason },
      });
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
