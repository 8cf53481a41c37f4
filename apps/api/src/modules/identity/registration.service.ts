import { type RegisterTaxpayerRequest, RoleId } from "@taxlane/contract";
import { invalidCode } from "./email-codes.service";
import type { IdentityDeps } from "./identity.deps";
import { identityMail } from "./identity.mail";
import { requireStrongPassword } from "./password-rules";
import { hashPassword } from "./passwords";
import { usersRepository } from "./users.repository";

export function createRegistrationService(deps: IdentityDeps) {
  const { db, clock, mailer, codes, publicUrl } = deps;

  return {
    /**
     * Mails a sign-up code. An address that already has an account gets a note saying so instead,
     * so the answer here never tells whether an account exists.
     */
    async sendSignUpCode(email: string) {
      await codes.recordSend(email, "sign-up");
      if (await usersRepository.findByEmail(db, email)) {
        await mailer.send(
          identityMail.alreadyRegistered(email, `${publicUrl}/login`, `${publicUrl}/forgot-password`),
        );
        return;
      }
      const code = await codes.issue(email, "sign-up");
      await mailer.send(identityMail.signUpCode(email, code));
    },

    /** Creates the taxpayer's account once the e-mailed code proves the address; the client signs in next. */
    async registerTaxpayer(request: RegisterTaxpayerRequest) {
      requireStrongPassword(request.password, "password");
      const { id: codeId } = await codes.verify(
        request.email,
        "sign-up",
        request.emailValidationCode,
        "emailValidationCode",
      );
      const passwordHash = await hashPassword(request.password);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const user = await usersRepository.insert(tx, {
          roleId: RoleId.taxpayer,
          email: request.email.trim(),
          passwordHash,
          firstName: request.firstName,
          lastName: request.lastName,
          phoneNumber: request.phoneNumber,
          mayCallDirectly: request.mayCallDirectly ?? false,
          agreedToTermsAt: now,
          emailVerifiedAt: now,
          timeZone: request.timeZone ?? null,
          createdAt: now,
        });
        // Taken since the code was sent: to the caller this is just a code that no longer works.
        if (!user) throw invalidCode("emailValidationCode");
        await codes.consume(codeId, tx);
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
