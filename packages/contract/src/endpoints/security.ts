import { RoleId } from "../codes-profile";
import { tokenResponseSchema } from "../identity";
import {
  adminSecondFactorsQuerySchema,
  adminSecondFactorsSchema,
  authenticatorAppSetupSchema,
  deviceSessionListSchema,
  endSessionFromMailRequestSchema,
  factorAddedSchema,
  passkeyIdParamsSchema,
  passkeyOptionsSchema,
  passkeySignInOptionsRequestSchema,
  passkeySignInRequestSchema,
  passwordConfirmationSchema,
  recoveryCodeSignInRequestSchema,
  recoveryCodesSchema,
  registerPasskeyRequestSchema,
  removePasskeyRequestSchema,
  resetSecondFactorsRequestSchema,
  securityOverviewSchema,
  sessionIdParamsSchema,
  totpCodeRequestSchema,
} from "../security";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";

/**
 * `/User/*` calls of a person's own second factors and signed-in devices (module identity). They stay
 * open to a professional who has not yet added an authenticator app or a passkey: they are how one is added.
 */
export const securityEndpoints = {
  getSecurity: {
    method: "GET",
    path: "/User/Security",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary:
      "The person's second factors (never a secret) and where they stand with the one their role asks for",
    response: securityOverviewSchema,
  },
  startAuthenticatorApp: {
    method: "POST",
    path: "/User/StartAuthenticatorApp",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "A new authenticator app's secret and QR code; it counts once a first code from it is confirmed",
    response: authenticatorAppSetupSchema,
  },
  confirmAuthenticatorApp: {
    method: "POST",
    path: "/User/ConfirmAuthenticatorApp",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary:
      "Confirms the new app with a code from it; answers a new token and, the first time, recovery codes",
    body: totpCodeRequestSchema,
    response: factorAddedSchema,
  },
  removeAuthenticatorApp: {
    method: "POST",
    path: "/User/RemoveAuthenticatorApp",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    summary: "Removes the authenticator app, with the password",
    body: passwordConfirmationSchema,
    response: doneSchema,
  },
  regenerateRecoveryCodes: {
    method: "POST",
    path: "/User/RegenerateRecoveryCodes",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    summary: "Ten new recovery codes, with the password; the old ones stop working",
    body: passwordConfirmationSchema,
    response: recoveryCodesSchema,
  },
  passkeyRegistrationOptions: {
    method: "POST",
    path: "/User/PasskeyRegistrationOptions",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "WebAuthn options to create a passkey for this site",
    response: passkeyOptionsSchema,
  },
  registerPasskey: {
    method: "POST",
    path: "/User/RegisterPasskey",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "Keeps the passkey the browser created; answers a new token and, the first time, recovery codes",
    body: registerPasskeyRequestSchema,
    response: factorAddedSchema,
  },
  removePasskey: {
    method: "POST",
    path: "/User/RemovePasskey/:id",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    summary: "Removes one of the person's passkeys, with the password",
    params: passkeyIdParamsSchema,
    body: removePasskeyRequestSchema,
    response: doneSchema,
  },
  getSessions: {
    method: "GET",
    path: "/User/Sessions",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "Where the person is signed in: device, approximate place, last seen",
    response: deviceSessionListSchema,
  },
  endSession: {
    method: "POST",
    path: "/User/EndSession/:id",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "Ends one of the person's sessions at once",
    params: sessionIdParamsSchema,
    response: doneSchema,
  },
  endOtherSessions: {
    method: "POST",
    path: "/User/EndOtherSessions",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    summary: "Signs the person out everywhere but here",
    response: doneSchema,
  },
} as const satisfies EndpointGroup;

/** `/identity/*` calls of the second step and of passkeys (module identity). */
export const secondStepEndpoints = {
  signInWithRecoveryCode: {
    method: "POST",
    path: "/identity/signInWithRecoveryCode",
    module: "identity",
    access: "public",
    summary: "Finishes a sign-in with a one-time recovery code instead of the second factor",
    body: recoveryCodeSignInRequestSchema,
    response: tokenResponseSchema,
  },
  passkeyOptions: {
    method: "POST",
    path: "/identity/passkeyOptions",
    module: "identity",
    access: "public",
    summary: "WebAuthn options to sign in with a passkey, alone or as the step after the password",
    body: passkeySignInOptionsRequestSchema,
    response: passkeyOptionsSchema,
  },
  passkeySignIn: {
    method: "POST",
    path: "/identity/passkeySignIn",
    module: "identity",
    access: "public",
    summary: "Signs in with the browser's passkey answer",
    body: passkeySignInRequestSchema,
    response: tokenResponseSchema,
  },
  endSessionFromMail: {
    method: "POST",
    path: "/identity/endSessionFromMail",
    module: "identity",
    access: "public",
    summary: "Ends the session a new-device mail told of, with the token of its link",
    body: endSessionFromMailRequestSchema,
    response: doneSchema,
  },
} as const satisfies EndpointGroup;

/** The operator's view and reset of a person's factors (module admin). */
export const adminSecurityEndpoints = {
  secondFactors: {
    method: "GET",
    path: "/Admin/SecondFactors",
    module: "admin",
    access: { roles: [RoleId.admin] },
    summary: "One person's second factors, without any secret",
    query: adminSecondFactorsQuerySchema,
    response: adminSecondFactorsSchema,
  },
  resetSecondFactors: {
    method: "POST",
    path: "/Admin/ResetSecondFactors",
    module: "admin",
    access: { roles: [RoleId.admin] },
    summary:
      "After a verified support request: removes the person's authenticator app, passkeys and recovery codes and ends their sessions",
    body: resetSecondFactorsRequestSchema,
    response: doneSchema,
  },
} as const satisfies EndpointGroup;
