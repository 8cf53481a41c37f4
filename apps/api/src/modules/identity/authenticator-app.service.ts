import type { AuthenticatorAppSetup, FactorAdded } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Executor } from "../../db/client";
import type { Principal } from "../../lib/access";
import { AppError, conflict, fieldError, unauthenticated } from "../../lib/app-error";
import { type AuditAction, auditRecords } from "../audit";
import { createFactorAdded } from "./factor-added";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { verifyPassword } from "./passwords";
import { recoveryCodesRepository } from "./recovery-codes.repository";
import { securityOverview } from "./second-factor-status";
import { secondFactorsRepository } from "./second-factors.repository";
import type { SignInClient } from "./session-opening";
import { requiresStrongFactor } from "./sessions.service";
import { matchedTotpStep, newTotpSecret, qrCodeSvg, totpUrl } from "./totp";
import { totpFactorsRepository } from "./totp-factors.repository";
import { type UserRow, usersRepository } from "./users.repository";

const wrongPassword = () => fieldError("password", t("identity.currentPasswordWrong"));

/**
 * A person's authenticator app and recovery codes: setting an app up (a pending secret until a first
 * code from it is typed, which then replaces any app before), removing it, and renewing the codes.
 * What weakens the account (a removal, new codes) is logged and mailed to the person.
 */
export function createAuthenticatorAppService(deps: IdentityDeps) {
  const { db, clock, keyring, mail, recovery } = deps;
  const factorAdded = createFactorAdded(deps);

  async function account(caller: Principal): Promise<UserRow> {
    const user = await usersRepository.findById(db, caller.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** The account, once the password given is its own. */
  async function withPassword(caller: Principal, password: string): Promise<UserRow> {
    const user = await account(caller);
    if (!(await verifyPassword(password, user.passwordHash))) throw wrongPassword();
    return user;
  }

  function record(
    tx: Executor,
    caller: Principal,
    action: AuditAction,
    ip: string,
    detail?: Record<string, string>,
  ) {
    return auditRecords.record(tx, {
      at: clock.now(),
      actor: { userId: caller.userId, roleId: caller.roleId },
      action,
      subjectUserId: caller.userId,
      subject: `user:${caller.userId}`,
      from: ip,
      ...(detail ? { detail } : {}),
    });
  }

  return {
    securityOverview: (caller: Principal) => securityOverview(db, caller, clock.now()),

    async startAuthenticatorApp(caller: Principal): Promise<AuthenticatorAppSetup> {
      const user = await account(caller);
      const secret = await newTotpSecret();
      await totpFactorsRepository.setPending(db, user.id, keyring.encryptText(secret), clock.now());
      const otpauthUrl = await totpUrl(secret, user.email);
      return { secret, otpauthUrl, qrCodeSvg: await qrCodeSvg(otpauthUrl) };
    },

    async confirmAuthenticatorApp(
      caller: Principal,
      code: string,
      client: SignInClient,
    ): Promise<FactorAdded> {
      const row = await totpFactorsRepository.find(db, caller.userId);
      const pending = row?.pendingSecretSealed ?? null;
      if (pending === null) throw new AppError("BAD_REQUEST", t("security.noAppSetupStarted"));
      const step = await matchedTotpStep(keyring.decryptText(pending), code, clock, null);
      if (step === null) throw fieldError("code", t("security.appCodeWrong"));
      return db.transaction(async (tx) => {
        if (!(await totpFactorsRepository.confirmPending(tx, caller.userId, pending, step, clock.now()))) {
          throw new AppError("BAD_REQUEST", t("security.noAppSetupStarted"));
        }
        return factorAdded(tx, caller, "totp", client);
      });
    },

    async removeAuthenticatorApp(caller: Principal, password: string, client: SignInClient) {
      const user = await withPassword(caller, password);
      const holdings = await secondFactorsRepository.holdings(db, user.id);
      if (!holdings.authenticatorApp) throw new AppError("BAD_REQUEST", t("security.noAppToRemove"));
      if (requiresStrongFactor(user.roleId) && holdings.passkeys.length === 0) {
        throw conflict(t("security.lastStrongFactor"));
      }
      await db.transaction(async (tx) => {
        await totpFactorsRepository.remove(tx, user.id);
        // Recovery codes stand in for an app or a passkey: with neither left they would open nothing.
        if (holdings.passkeys.length === 0) {
          await recoveryCodesRepository.replaceAll(tx, user.id, [], clock.now());
        }
        await record(tx, caller, "identity.factor-removed", client.ip, { factor: "totp" });
        await mail.enqueue(tx, identityMail.authenticatorAppRemoved(recipientOf(user)));
      });
    },

    /** Ten new codes, shown this once; the old ones stop working in the same transaction. */
    async regenerateRecoveryCodes(caller: Principal, password: string, client: SignInClient) {
      const user = await withPassword(caller, password);
      const holdings = await secondFactorsRepository.holdings(db, user.id);
      if (!holdings.authenticatorApp && holdings.passkeys.length === 0) {
        throw conflict(t("security.recoveryCodesNeedFactor"));
      }
      return db.transaction(async (tx) => {
        const recoveryCodes = await recovery.issue(tx, user.id);
        await record(tx, caller, "identity.recovery-codes-renewed", client.ip);
        await mail.enqueue(tx, identityMail.recoveryCodesRenewed(recipientOf(user)));
        return { recoveryCodes };
      });
    },
  };
}

export type AuthenticatorAppService = ReturnType<typeof createAuthenticatorAppService>;
