import {
  type CurrentUser,
  RoleId,
  type SecondFactorKind,
  type SignInRequest,
  type SignInResponse,
  type SignInWithCodeRequest,
} from "@taxlane/contract";
import { type Language, languageOf, t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { fieldError, forbidden, unauthenticated } from "../../lib/app-error";
import { avatarText } from "../../lib/avatar";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { requireStrongPassword } from "./password-rules";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import { secondFactorStatus, usesTwoFactor } from "./second-factor-status";
import { type FactorHoldings, hasStrongFactor, secondFactorsRepository } from "./second-factors.repository";
import { createSecondStepSignIn } from "./second-step-sign-in";
import { createSessionOpening, type SignInClient, type SignInOutcome } from "./session-opening";
import { createSignInCodeSender } from "./sign-in-code";
import { createSignInGuard, suspended, wrongCredentials } from "./sign-in-guard";
import { createSignInSteps } from "./sign-in-steps";
import { totpFactorsRepository } from "./totp-factors.repository";
import { type CurrentUserRow, usersRepository } from "./users.repository";

/** The second steps a person holding these factors may take after the password. */
function secondStepsOf(holdings: FactorHoldings): SecondFactorKind[] {
  const kinds: SecondFactorKind[] = [];
  if (holdings.authenticatorApp) kinds.push("totp");
  if (holdings.passkeys.length > 0) kinds.push("passkey");
  if (holdings.recoveryCodesLeft > 0) kinds.push("recovery");
  return kinds;
}

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
    language: languageOf(user.language),
  };
}

export type { SignInClient, SignInOutcome } from "./session-opening";

export function createIdentityService(deps: IdentityDeps) {
  const { db, clock, mail, sessions, codes, throttle } = deps;
  const sendSignInCode = createSignInCodeSender(deps);
  const signedIn = createSessionOpening(deps);
  const guard = createSignInGuard(deps);
  const steps = createSignInSteps(deps);
  const secondStep = createSecondStepSignIn(deps, guard, steps, signedIn);
  const { countAttempt, tellOfBurst, recordFailure } = guard;

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
      // An app or a passkey is the second step, with no mail; else the mailed code, when it is on.
      const holdings = await secondFactorsRepository.holdings(db, user.id);
      if (hasStrongFactor(holdings)) {
        const signInStep = await steps.start(user.id);
        const answer = { twoFactorAuthIsActive: true, secondFactors: secondStepsOf(holdings), signInStep };
        return { answer, device: undefined };
      }
      if (usesTwoFactor(user)) {
        const answer = await sendSignInCode(recipientOf(user), request.resend === true);
        return { answer: { ...answer, secondFactors: ["email"] }, device: undefined };
      }
      return signedIn(user, client, "password");
    },

    /** The second step by code: the authenticator app's for a person with one, else the mailed one. */
    async signInWithCode(request: SignInWithCodeRequest, client: SignInClient) {
      const { ip } = client;
      const { email, code } = request;
      const user = await usersRepository.findByEmail(db, email);
      const attempt = await countAttempt(email, client, user);
      const app = user ? await totpFactorsRepository.findConfirmed(db, user.id) : null;
      if (user && app) {
        return secondStep.withAuthenticatorCode(user, app, code, request.signInStep, client, attempt);
      }
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

    signInWithRecoveryCode: secondStep.withRecoveryCode,

    async signOut(caller: Principal) {
      await sessions.end(caller.sessionId);
    },

    async currentUser(caller: Principal): Promise<CurrentUser> {
      // One statement: the account, and its factors and this session's for where it stands.
      const user = await usersRepository.findCurrent(db, caller.userId, caller.sessionId);
      if (!user) throw unauthenticated();
      const status = secondFactorStatus(user, user.hasStrongFactor, user.sessionFactor, clock.now());
      return { ...toCurrentUser(user), secondFactor: status };
    },

    /** The language mails, notices and pages speak to the person in from now on. */
    async setLanguage(caller: Principal, language: Language) {
      await usersRepository.update(db, caller.userId, { language });
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
        await mail.enqueue(tx, identityMail.passwordChanged(recipientOf(user)));
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
