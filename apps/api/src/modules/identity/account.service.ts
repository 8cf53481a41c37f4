import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { unauthenticated } from "../../lib/app-error";
import { invalidCode } from "./email-codes.service";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { type UserRow, usersRepository } from "./users.repository";

/** A person's own details as a profile form changes them. */
export interface AccountDetails {
  firstName: string;
  lastName: string;
  /** Left out: kept as it is. */
  phoneNumber?: string | undefined;
  birthDate?: string | undefined;
  /** A new photo, or null to remove the photo; left out: kept. */
  avatar?: { fileId: number; thumbnail: Buffer } | null;
}

/** A new address whose e-mailed code was checked (`verifyEmailChange`), to be used up with the change. */
export interface EmailChange {
  email: string;
  codeId: number;
}

/** The details of someone's own account that other modules' profile screens show and change. */
export function createAccountService(deps: IdentityDeps) {
  const { db, mail, codes } = deps;

  return {
    async findUser(userId: number, executor: Executor = db): Promise<UserRow> {
      const user = await usersRepository.findById(executor, userId);
      if (!user) throw unauthenticated();
      return user;
    },

    /**
     * Mails a code to the address the person wants to move to. An address with an account of its own
     * gets a note instead, so the answer never tells whether an account exists.
     */
    async sendEmailChangeCode(caller: Principal, email: string) {
      await codes.recordSend(email, "email-change");
      const holder = await usersRepository.findByEmail(db, email);
      if (holder) {
        // The note is for the address's own account holder: in their language.
        await mail.enqueue(db, identityMail.emailChangeRefused(recipientOf(holder)));
        return;
      }
      // The code is for the person moving: in the language their account keeps.
      const mover = await usersRepository.findById(db, caller.userId);
      if (!mover) throw unauthenticated();
      await db.transaction(async (tx) => {
        const code = await codes.issue(email, "email-change", tx);
        await mail.enqueue(
          tx,
          identityMail.emailChangeCode(recipientOf({ email, language: mover.language }), code),
        );
      });
    },

    /**
     * Checks the code mailed to the new address, outside any transaction so that a wrong try stays
     * counted; the change uses it up.
     */
    async verifyEmailChange(email: string, code: string): Promise<EmailChange> {
      const { id } = await codes.verify(email, "email-change", code, "emailValidationCode");
      return { email, codeId: id };
    },

    /**
     * Saves the details inside the caller's transaction, with an e-mail change whose code was checked
     * (the old address's notice is queued in it). Returns the photo file the change replaced, for the
     * caller to remove once committed.
     */
    async updateDetails(
      tx: Executor,
      userId: number,
      details: AccountDetails,
      emailChange?: EmailChange,
    ): Promise<{ replacedAvatarFileId: number | null; emailChangedFrom: string | null }> {
      const user = await usersRepository.lockById(tx, userId);
      if (!user) throw unauthenticated();
      const newEmail =
        emailChange && emailChange.email.toLowerCase() !== user.email.toLowerCase()
          ? emailChange.email
          : null;
      if (newEmail && emailChange) await codes.consume(emailChange.codeId, tx);
      const saved = await usersRepository.update(tx, userId, {
        firstName: details.firstName,
        lastName: details.lastName,
        ...(details.phoneNumber !== undefined ? { phoneNumber: details.phoneNumber } : {}),
        ...(details.birthDate !== undefined ? { birthDate: details.birthDate } : {}),
        ...(details.avatar !== undefined
          ? {
              avatarFileId: details.avatar?.fileId ?? null,
              avatarThumbnail: details.avatar?.thumbnail ?? null,
            }
          : {}),
        ...(newEmail ? { email: newEmail.trim() } : {}),
      });
      // Taken since the code was sent: to the person this is just a code that no longer works.
      if (!saved) throw invalidCode("emailValidationCode");
      if (newEmail) await mail.enqueue(tx, identityMail.emailChanged(recipientOf(user), newEmail));
      return {
        replacedAvatarFileId: details.avatar !== undefined ? user.avatarFileId : null,
        emailChangedFrom: newEmail ? user.email : null,
      };
    },

    /** Sets a new account's photo inside the registration's transaction. */
    async setAvatar(tx: Executor, userId: number, avatar: { fileId: number; thumbnail: Buffer }) {
      await usersRepository.update(tx, userId, {
        avatarFileId: avatar.fileId,
        avatarThumbnail: avatar.thumbnail,
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
