import { type RegisterTaxpayerRequest, RoleId } from "@taxlane/contract";
import { type Language, languageOf } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import { invalidCode } from "./email-codes.service";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { placeOf } from "./ip-places";
import { requireStrongPassword } from "./password-rules";
import { hashPassword } from "./passwords";
import { usersRepository } from "./users.repository";

/** What every sign-up gives: who the person is and the code that proves the address. */
export type AccountRequest = Pick<
  RegisterTaxpayerRequest,
  | "email"
  | "phoneNumber"
  | "password"
  | "firstName"
  | "lastName"
  | "timeZone"
  | "emailValidationCode"
  | "language"
>;

/** Where a registration that opens a session comes from: the client's address and browser. */
export interface RegisteringDevice {
  ip: string;
  userAgent?: string | undefined;
}

export function createRegistrationService(deps: IdentityDeps) {
  const { db, clock, mail, codes, publicUrl, sessions } = deps;

  async function createAccount(
    request: AccountRequest & { roleId: RoleId; mayCallDirectly: boolean },
    completeAccount?: (tx: Executor, userId: number) => Promise<{ token: string } | undefined>,
  ): Promise<{ token: string } | undefined> {
    requireStrongPassword(request.password, "password");
    const { id: codeId } = await codes.verify(
      request.email,
      "sign-up",
      request.emailValidationCode,
      "emailValidationCode",
    );
    const passwordHash = await hashPassword(request.password);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const user = await usersRepository.insert(tx, {
        roleId: request.roleId,
        email: request.email.trim(),
        passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        phoneNumber: request.phoneNumber,
        mayCallDirectly: request.mayCallDirectly,
        agreedToTermsAt: now,
        emailVerifiedAt: now,
        timeZone: request.timeZone ?? null,
        language: languageOf(request.language),
        createdAt: now,
      });
      // Taken since the code was sent: to the caller this is just a code that no longer works.
      if (!user) throw invalidCode("emailValidationCode");
      await codes.consume(codeId, tx);
      return completeAccount?.(tx, user.id);
    });
  }

  return {
    /**
     * Mails a sign-up code, in `language` (the page's that asked: the address has no account yet). An
     * address that already has an account gets a note saying so instead, in that account's language,
     * so the answer here never tells whether an account exists.
     */
    async sendSignUpCode(email: string, language: Language) {
      await codes.recordSend(email, "sign-up");
      const holder = await usersRepository.findByEmail(db, email);
      if (holder) {
        await mail.enqueue(
          db,
          identityMail.alreadyRegistered(
            recipientOf({ email, language: holder.language }),
            `${publicUrl}/login`,
            `${publicUrl}/forgot-password`,
          ),
        );
        return;
      }
      await db.transaction(async (tx) => {
        const code = await codes.issue(email, "sign-up", tx);
        await mail.enqueue(tx, identityMail.signUpCode({ email, language }, code));
      });
    },

    /** Creates the taxpayer's account once the e-mailed code proves the address; the client signs in next. */
    async registerTaxpayer(request: RegisterTaxpayerRequest) {
      await createAccount({
        ...request,
        roleId: RoleId.taxpayer,
        mayCallDirectly: request.mayCallDirectly ?? false,
      });
    },

    /**
     * Creates an expert's account and, in the same transaction, what `completeAccount` adds (the
     * profile); the e-mailed code proves the address, so a session opens at once.
     */
    async registerExpert(
      request: AccountRequest,
      completeAccount: (tx: Executor, userId: number) => Promise<void>,
      device: RegisteringDevice,
    ): Promise<{ token: string }> {
      // The first session is named like any sign-in's in the person's list of devices.
      const opening = {
        factor: "email" as const,
        userAgent: device.userAgent,
        place: await placeOf(device.ip),
      };
      const opened = await createAccount(
        { ...request, roleId: RoleId.expert, mayCallDirectly: false },
        async (tx, userId) => {
          await completeAccount(tx, userId);
          return sessions.open({ id: userId, roleId: RoleId.expert }, opening, tx);
        },
      );
      if (!opened) throw new Error("an expert's registration opens a session");
      return opened;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
