import { createHmac, randomUUID } from "node:crypto";
import type { FactorAdded, PasskeyOptions, RegisterPasskeyRequest } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { Principal } from "../../lib/access";
import { AppError, conflict, fieldError, notFound, unauthenticated } from "../../lib/app-error";
import { auditRecords } from "../audit";
import { createFactorAdded } from "./factor-added";
import type { IdentityDeps } from "./identity.deps";
import { identityMail, recipientOf } from "./identity.mail";
import { passkeysRepository } from "./passkeys.repository";
import { verifyPassword } from "./passwords";
import { hasStrongFactor, secondFactorsRepository } from "./second-factors.repository";
import type { SignInClient } from "./session-opening";
import { requiresStrongFactor } from "./sessions.service";
import { signInChallengesRepository } from "./sign-in-challenges.repository";
import { usersRepository } from "./users.repository";
import {
  passkeyChallengeLifetimeMs,
  registrationAnswerOf,
  relyingPartyOf,
  transportsOf,
} from "./webauthn-party";

/** Passkeys one account may hold: more than anyone needs, few enough to list on one screen. */
export const MAX_PASSKEYS = 20;

const expired = () => new AppError("BAD_REQUEST", t("passkeys.registrationExpired"));

/** Adding a passkey (options, then the browser's answer) and removing one. */
export function createPasskeyRegistration(deps: IdentityDeps) {
  const { db, clock, mail, publicUrl, jwtSecret } = deps;
  const party = relyingPartyOf(publicUrl);
  const factorAdded = createFactorAdded(deps);

  // The user handle the authenticator keeps: stable per person (a second passkey on the same
  // authenticator replaces the first there), yet neither their id nor their e-mail.
  const userHandleOf = (userId: number) =>
    new Uint8Array(createHmac("sha256", `${jwtSecret}:passkey-user-handle`).update(String(userId)).digest());

  return {
    async options(caller: Principal): Promise<PasskeyOptions> {
      const user = await usersRepository.findById(db, caller.userId);
      if (!user) throw unauthenticated();
      const held = await passkeysRepository.listForUser(db, user.id);
      if (held.length >= MAX_PASSKEYS) throw conflict(t("passkeys.tooMany", { max: MAX_PASSKEYS }));
      const { generateRegistrationOptions } = await import("@simplewebauthn/server");
      const options = await generateRegistrationOptions({
        rpName: party.rpName,
        rpID: party.rpID,
        userName: user.email,
        userID: userHandleOf(user.id),
        userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
        attestationType: "none",
        // Required resident keys are what lets the passkey sign in alone, without the e-mail first.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        excludeCredentials: held.map((row) => ({
          id: row.credentialId,
          transports: transportsOf(row.transports),
        })),
      });
      const now = clock.now();
      const challengeId = randomUUID();
      await signInChallengesRepository.insert(db, {
        id: challengeId,
        userId: user.id,
        purpose: "passkey-register",
        challenge: options.challenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + passkeyChallengeLifetimeMs),
      });
      return { challengeId, options: { ...options } };
    },

    async register(
      caller: Principal,
      request: RegisterPasskeyRequest,
      client: SignInClient,
    ): Promise<FactorAdded> {
      const now = clock.now();
      const challenge = await signInChallengesRepository.findLive(
        db,
        request.challengeId,
        "passkey-register",
        now,
        1,
      );
      // Another person's challenge answers as a missing one; spending it first makes each one count once.
      if (!challenge || challenge.userId !== caller.userId) throw expired();
      if (!(await signInChallengesRepository.spend(db, challenge.id, now))) throw expired();
      const { verifyRegistrationResponse } = await import("@simplewebauthn/server");
      const verification = await verifyRegistrationResponse({
        response: registrationAnswerOf(request.response),
        expectedChallenge: challenge.challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.rpID,
        // Asked for as "preferred": a security key without a PIN still makes a passkey.
        requireUserVerification: false,
      }).catch(() => null);
      if (!verification?.verified) throw new AppError("BAD_REQUEST", t("passkeys.registrationFailed"));
      const { credential } = verification.registrationInfo;
      return db.transaction(async (tx) => {
        await usersRepository.lockById(tx, caller.userId);
        if ((await passkeysRepository.countForUser(tx, caller.userId)) >= MAX_PASSKEYS) {
          throw conflict(t("passkeys.tooMany", { max: MAX_PASSKEYS }));
        }
        const stored = await passkeysRepository.insert(tx, {
          userId: caller.userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey),
          signCount: credential.counter,
          transports: (credential.transports ?? []).join(","),
          name: request.name,
          createdAt: now,
        });
        if (!stored) throw conflict(t("passkeys.alreadyRegistered"));
        return factorAdded(tx, caller, "passkey", client);
      });
    },

    async remove(caller: Principal, id: number, password: string, client: SignInClient): Promise<void> {
      const user = await usersRepository.findById(db, caller.userId);
      if (!user) throw unauthenticated();
      if (!(await passkeysRepository.findOwned(db, id, user.id))) throw notFound(t("passkeys.notFound"));
      if (!(await verifyPassword(password, user.passwordHash))) {
        throw fieldError("password", t("passkeys.passwordWrong"));
      }
      await db.transaction(async (tx) => {
        // Locked so two removals at once cannot each leave the other as the last factor.
        await usersRepository.lockById(tx, user.id);
        const passkey = await passkeysRepository.findOwned(tx, id, user.id);
        if (!passkey) throw notFound(t("passkeys.notFound"));
        await passkeysRepository.delete(tx, passkey.id);
        if (requiresStrongFactor(user.roleId)) {
          const left = await secondFactorsRepository.holdings(tx, user.id);
          if (!hasStrongFactor(left)) throw conflict(t("passkeys.lastStrongFactor"));
        }
        await auditRecords.record(tx, {
          at: clock.now(),
          actor: { userId: caller.userId, roleId: caller.roleId },
          action: "identity.factor-removed",
          subjectUserId: user.id,
          subject: `user:${user.id}`,
          from: client.ip,
          detail: { factor: "passkey", name: passkey.name },
        });
        await mail.enqueue(tx, identityMail.passkeyRemoved(recipientOf(user), passkey.name));
      });
    },
  };
}

export type PasskeyRegistration = ReturnType<typeof createPasskeyRegistration>;
