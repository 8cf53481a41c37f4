import type { ResetPasswordRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { AppError } from "../../lib/app-error";
import { hashLinkToken as hashToken, newLinkToken } from "../../lib/tokens";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { requireStrongPassword } from "./password-rules";
import { hashPassword } from "./passwords";
import { resetTokensRepository } from "./reset-tokens.repository";
import { usersRepository } from "./users.repository";

const linkLifetimeMs = 60 * 60_000;
const linkNoLongerWorks = () => new AppError("BAD_REQUEST", t("identity.resetLinkExpired"));

export function createPasswordResetService(deps: IdentityDeps) {
  const { db, clock, mail, sessions, codes, throttle, publicUrl } = deps;

  async function userOfToken(token: string) {
    const row = await resetTokensRepository.findByHash(db, hashToken(token));
    if (!row || row.usedAt || row.expiresAt.getTime() <= clock.now().getTime()) return null;
    return usersRepository.findById(db, row.userId);
  }

  return {
    /** Mails a code and a single-use link; answers the same whether or not the address has an account. */
    async forgotPassword(email: string) {
      await codes.recordSend(email, "reset");
      const user = await usersRepository.findByEmail(db, email);
      if (!user) return;
      const token = newLinkToken();
      const now = clock.now();
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        const code = await codes.issue(user.email, "reset", tx);
        await resetTokensRepository.insert(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + linkLifetimeMs),
        });
        await mail.enqueue(tx, identityMail.resetPassword(recipientOf(user), code, link));
      });
    },

    async verifyCode(email: string, code: string): Promise<{ valid: boolean }> {
      try {
        await codes.verify(email, "reset", code);
        return { valid: true };
      } catch (error) {
        if (error instanceof AppError && error.code === "VALIDATION_FAILED") return { valid: false };
        throw error;
      }
    },

    async verifyToken(token: string): Promise<{ valid: boolean; email: string | null }> {
      const user = await userOfToken(token);
      return user ? { valid: true, email: user.email } : { valid: false, email: null };
    },

    /**
     * Sets the new password, voids every reset link and code, and ends every session. The account's
     * sign-in counts end too, from every address: whoever made them, the owner now holds the password.
     */
    async resetPassword(request: ResetPasswordRequest) {
      requireStrongPassword(request.password, "password");
      const { token } = request;
      const code =
        token === undefined
          ? await codes.verify(request.email ?? "", "reset", request.validationCode ?? "", "validationCode")
          : null;
      const user =
        token !== undefined
          ? await userOfToken(token)
          : await usersRepository.findByEmail(db, request.email ?? "");
      if (!user) throw linkNoLongerWorks();
      const passwordHash = await hashPassword(request.password);
      await db.transaction(async (tx) => {
        // The link or code is used up first, in one statement: of two resets sent with it at the
        // same moment, only one sets a password.
        if (
          token !== undefined &&
          (await resetTokensRepository.useOnce(tx, hashToken(token), clock.now())) === null
        )
          throw linkNoLongerWorks();
        if (code !== null) await codes.consume(code.id, tx, "validationCode");
        await usersRepository.update(tx, user.id, { passwordHash });
        await resetTokensRepository.useAllForUser(tx, user.id, clock.now());
        await codes.voidCode(user.email, "reset", tx);
        await sessions.endAllForUser(user.id, undefined, tx);
        await throttle.passwordReset(user.email, tx);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
