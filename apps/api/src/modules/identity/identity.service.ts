import { type CurrentUser, RoleId, type SignInRequest, type SignInResponse } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { AppError, fieldError, forbidden, unauthenticated } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import { auditRecords } from "../audit";
import type { IdentityDeps } from "./identity.deps";
import { identityMail } from "./identity.mail";
import { requireStrongPassword } from "./password-rules";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { createSessionOpening, type SignInClient, type SignInOutcome } from "./session-opening";
import { createSignInCodeSender } from "./sign-in-code";
import type { CountedAttempt } from "./sign-in-throttle.service";
import { type CurrentUserRow, type UserRow, usersRepository } from "./users.repository";

const wrongCredentials = () => new AppError("BAD_REQUEST", t("identity.wrongCredentials"));

/** Experts and operators reach client data, so two-factor sign-in is always on for them. */
export const usesTwoFactor = (user: Pick<UserRow, "roleId" | "twoFactorEnabled">) =>
  user.twoFactorEnabled || user.roleId === RoleId.expert || user.roleId === RoleId.admin;

const suspended = () => forbidden(t("identity.suspended"));

export function toCurrentUser(user: CurrentUserRow): CurrentUser {
  return {
    id: user.id,
    roleId: user.roleId as CurrentUser["roleId"],
    email: user.email,
    phoneNumber: user.phoneNumber,
    firstName: user.firstName,
    lastName: user.lastName,
    birthDate: user.birthDate,
    mayCallDirectly: user.mayCallDirectly,
    hasSubscription: user.hasSubscription,
    hasSyncedCalendar: user.hasSyncedCalendar,
    avatar: avatarText(user.avatarThumbnail),
    avatarUrl: user.avatarFileId === null ? null : `/api/files/${user.avatarFileId}`,
    twoFactorAuthIsActive: usesTwoFactor(user),
  };
}

export type { SignInClient, SignInOutcome } from "./session-opening";

export function createIdentityService(deps: IdentityDeps) {
  const { db, clock, mail, sessions, codes, throttle, devices, publicUrl } = deps;
  const sendSignInCode = createSignInCodeSender(deps);
  const signedIn = createSessionOpening(deps);

  /** Counts the attempt; a device that signed in to the account before is known to the throttle. */
  function countAttempt(email: string, client: SignInClient, user: UserRow | null) {
    const knownDevice = user !== null && devices.recognises(client.device, user.id);
    return throttle.attempt({ ip: client.ip, email, knownDevice });
  }

  /** The owner hears once of a burst of failures on their account (the password stays untold). */
  async function tellOfBurst(user: UserRow | null, attempt: CountedAttempt) {
    if (user && attempt.startsBurst) {
      await mail.enqueue(db, identityMail.signInFailures(user.email, `${publicUrl}/forgot-password`));
    }
  }

  /** A refused sign-in: the account when there is one, never the password. */
  function recordFailure(user: UserRow | null, ip: string, reason: string) {
    return auditRecords.record(db, {
      at: clock.now(),
      actor: null,
      action: reason === "suspended" ? "identity.sign-in-refused" : "identity.sign-in-failed",
      subjectUserId: user?.id ?? null,
      subject: user ? `user:${user.id}` : null,
      from: ip,
      detail: { reason },
    });
  }

  return {
    async signIn(request: SignInRequest, client: SignInClient): Promise<SignInOutcome<SignInResponse>> {
      const { ip } = client;
      const user = await usersRepository.findByEmail(db, request.email);
      const attempt = await countAttempt(request.email, client, user);
      const matches = await verifyPassword(request.password, user?.passwordHash ?? (await decoyPasswordHash));
      if (!user || !matches) {
        await recordFailure(user, ip, user ? "wrong-password" : "unknown-account");
        await tellOfBurst(user, attempt);
        throw wrongCredentials();
      }
      await throttle.succeeded(attempt);
      if (user.suspendedAt !== null) {
        await recordFailure(user, ip, "suspended");
        throw suspended();
      }
      // The sign-in the person chose (client or tax professional) is only where they started: the
      // right password opens their own account, whose role decides where the web takes them.
      if (usesTwoFactor(user)) {
        return { answer: await sendSignInCode(user.email, request.resend === true), device: undefined };
      }
      return signedIn(user, client, "password");
    },

    async signInWithCode(email: string, code: string, client: SignInClient) {
      const { ip } = client;
      const user = await usersRepository.findByEmail(db, email);
      const attempt = await countAttempt(email, client, user);
      const { id } = await codes.verify(email, "sign-in", code).catch(async (error: unknown) => {
        await recordFailure(user, ip, "wrong-code");
        await tellOfBurst(user, attempt);
        throw error;
      });
      await throttle.succeeded(attempt);
      if (!user) throw wrongCredentials();
      if (user.suspendedAt !== null) {
        await recordFailure(user, ip, "suspended");
        throw suspended();
      }
      return signedIn(user, client, "email", (tx) => codes.consume(id, tx));
    },

    async signOut(caller: Principal) {
      await sessions.end(caller.sessionId);
    },

    async currentUser(caller: Principal): Promise<CurrentUser> {
      const user = await usersRepository.findCurrent(db, caller.userId);
      if (!user) throw unauthenticated();
      return toCurrentUser(user);
    },

    async setTwoFactor(caller: Principal, enabled: boolean) {
      if (!enabled && caller.roleId === RoleId.admin) {
        throw forbidden(t("identity.twoFactorStaysOnForOperators"));
      }
      if (!enabled && caller.roleId === RoleId.expert) {
        throw forbidden(t("identity.twoFactorStaysOnForProfessionals"));
      }
      await usersRepository.update(db, caller.userId, { twoFactorEnabled: enabled });
    },

    /** Sets a new password and signs out every other session; this one stays. */
    async changePassword(caller: Principal, oldPassword: string, newPassword: string) {
      const user = await usersRepository.findById(db, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(oldPassword, user.passwordHash))) {
        const message = t("identity.currentPasswordWrong");
        throw fieldError("oldPassword", message);
      }
      if (oldPassword === newPassword) {
        const message = t("identity.samePassword");
        throw fieldError("newPassword", message);
      }
      requireStrongPassword(newPassword, "newPassword");
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await usersRepository.update(tx, user.id, { passwordHash });
        await sessions.endAllForUser(user.id, caller.sessionId, tx);
        await mail.enqueue(tx, identityMail.passwordChanged(user.email));
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
