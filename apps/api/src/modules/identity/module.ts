import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Database, ListenSource } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Keyring } from "../../lib/keyring";
import type { MailOutbox } from "../../plugins/mail/mail-queue";
import { createAccountService } from "./account.service";
import { authenticatorAppRoutes } from "./authenticator-app.routes";
import { createAuthenticatorAppService } from "./authenticator-app.service";
import { createDemoPasswordService } from "./demo-password.service";
import { deviceSessionsRoutes } from "./device-sessions.routes";
import { createDeviceSessionsService } from "./device-sessions.service";
import { createEmailCodesService } from "./email-codes.service";
import type { IdentityDeps } from "./identity.deps";
import { identityRoutes } from "./identity.routes";
import { createIdentityService } from "./identity.service";
import { createPasskeyRegistration } from "./passkey-registration.service";
import { createPasskeySignIn } from "./passkey-sign-in.service";
import { passkeysRoutes } from "./passkeys.routes";
import { createPasswordResetService } from "./password-reset.service";
import { createRecoveryCodes } from "./recovery-codes";
import { createRegistrationService } from "./registration.service";
import { createSessionCache, type EndedSessions } from "./session-cache";
import { createSessionsService } from "./sessions.service";
import { createSignInDevices } from "./sign-in-devices";
import { createSignInThrottle } from "./sign-in-throttle.service";

/**
 * Accounts and sessions: sign-in, registration, passwords, e-mail codes. Other modules get the
 * sessions, the account details and registration from it.
 */
export function createIdentityModule(deps: {
  db: Database;
  clock: Clock;
  mail: MailOutbox;
  /** Seals the authenticator apps' secrets. */
  keyring: Keyring;
  jwtSecret: string;
  publicUrl: string;
  /** Sign-in, registration and reset calls per minute and address. */
  perMinute: number;
  /** With these, open sessions are cached and every process hears when they end. */
  sessionCache?: { listenSource: ListenSource; log: FastifyBaseLogger };
}) {
  const { db, clock, mail, keyring, jwtSecret, publicUrl, perMinute } = deps;
  const cache = deps.sessionCache ? createSessionCache() : undefined;
  const sessions = createSessionsService(db, clock, jwtSecret, cache);
  const identityDeps: IdentityDeps = {
    db,
    clock,
    mail,
    sessions,
    codes: createEmailCodesService(db, clock, `${jwtSecret}:email-codes`),
    recovery: createRecoveryCodes(`${jwtSecret}:recovery-codes`, clock),
    throttle: createSignInThrottle(db, clock),
    devices: createSignInDevices(`${jwtSecret}:sign-in-devices`, clock),
    publicUrl,
    keyring,
    jwtSecret,
  };
  const registration = createRegistrationService(identityDeps);
  return {
    name: "identity",
    sessions,
    registration,
    account: createAccountService(identityDeps),
    demoPasswords: createDemoPasswordService(identityDeps),
    /** Hears every committed end of sessions, from any process (only with the session cache). */
    onSessionsEnded: (heard: (ended: EndedSessions) => void) => cache?.onEnded(heard),
    registerRoutes: async (api: FastifyInstance) => {
      if (cache && deps.sessionCache) {
        await cache.start(deps.sessionCache.listenSource, deps.sessionCache.log);
        api.addHook("onClose", () => cache.close());
      }
      await api.register(identityRoutes, {
        identity: createIdentityService(identityDeps),
        registration,
        reset: createPasswordResetService(identityDeps),
        perMinute,
        publicUrl,
      });
      await api.register(passkeysRoutes, {
        registration: createPasskeyRegistration(identityDeps),
        signIn: createPasskeySignIn(identityDeps),
        perMinute,
        publicUrl,
      });
      await api.register(authenticatorAppRoutes, {
        apps: createAuthenticatorAppService(identityDeps),
        perMinute,
      });
      await api.register(deviceSessionsRoutes, {
        deviceSessions: createDeviceSessionsService(identityDeps),
        perMinute,
      });
    },
  };
}
