import type { SignInResponse } from "@taxlane/contract";
import { AppError } from "../../lib/app-error";
import type { MailRecipient } from "../../plugins/mail/plain-mail";
import type { IdentityDeps } from "./identity.deps";
import { identityMail } from "./identity.mail";

/**
 * The mailed code of a two-factor sign-in. A person who left the code screen and signs in again
 * while the code sent moments ago can still be entered is led back to that code, with no new mail:
 * the send limits would refuse a new one and leave them no way to finish. Asking for another code
 * from the code screen (`resend`) keeps the limits as they are. Only called once the password matched.
 */
export function createSignInCodeSender({ db, clock, mail, codes }: IdentityDeps) {
  return async function sendSignInCode(to: MailRecipient, resend: boolean): Promise<SignInResponse> {
    const { email } = to;
    try {
      await codes.recordSend(email, "sign-in");
    } catch (error) {
      const refusedByLimit = error instanceof AppError && error.code === "RATE_LIMITED";
      const sentAt = refusedByLimit && !resend ? await codes.liveCodeSentAt(email, "sign-in") : null;
      if (!sentAt) throw error;
      const secondsAgo = Math.max(0, Math.floor((clock.now().getTime() - sentAt.getTime()) / 1000));
      return { twoFactorAuthIsActive: true, codeAlreadySent: true, codeSentSecondsAgo: secondsAgo };
    }
    await db.transaction(async (tx) => {
      const code = await codes.issue(email, "sign-in", tx);
      await mail.enqueue(tx, identityMail.signInCode(to, code));
    });
    return { twoFactorAuthIsActive: true };
  };
}
