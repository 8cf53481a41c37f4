import {
  type ChangePasswordRequest,
  endpointRoutes,
  type PasskeySignInRequest,
  type RecoveryCodeSignInRequest,
  type RegisterTaxpayerRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInWithCodeRequest,
} from "@taxlane/contract";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { call } from "../../lib/api-call";

/** The identity calls. */
export const identityApi = {
  signIn: (body: SignInRequest) => call(endpointRoutes.identity.signIn, { body }),

  /** The second step with the mailed code or the authenticator app's code. */
  signInWithCode: (body: SignInWithCodeRequest) =>
    call(endpointRoutes.identity.signInWithValidationCode, { body }),

  signInWithRecoveryCode: (body: RecoveryCodeSignInRequest) =>
    call(endpointRoutes.identity.signInWithRecoveryCode, { body }),

  /** WebAuthn options: for a passkey alone, or with `signInStep` as the step after the password. */
  passkeyOptions: (signInStep?: string) =>
    call(endpointRoutes.identity.passkeyOptions, { body: signInStep === undefined ? {} : { signInStep } }),

  passkeySignIn: (body: PasskeySignInRequest) => call(endpointRoutes.identity.passkeySignIn, { body }),

  /** Mails a sign-up code; answers 200 whether or not the address has an account. */
  sendEmailValidationCode: (email: string) =>
    call(endpointRoutes.identity.sendEmailValidationCode, { query: { email } }),

  /** The account starts in the language the page speaks (the person's choice, else their browser's). */
  registerTaxpayer: (body: RegisterTaxpayerRequest) =>
    call(endpointRoutes.taxpayer.registerTaxpayer, { body: { language: currentLanguage(), ...body } }),

  /** Ends the session on the server. Its 401 (already ended) leaves the page where it is. */
  signOut: () => call(endpointRoutes.identity.signOut, {}, { redirectOnUnauthorized: false }),

  forgotPassword: (email: string) => call(endpointRoutes.identity.forgotPassword, { body: { email } }),

  verifyForgotPasswordCode: (body: { email: string; code: string }) =>
    call(endpointRoutes.identity.verifyForgotPasswordCode, { body }),

  verifyResetPasswordToken: (token: string) =>
    call(endpointRoutes.identity.verifyResetPasswordToken, { body: { token } }),

  resetPassword: (body: ResetPasswordRequest) => call(endpointRoutes.identity.resetPassword, { body }),

  changePassword: (body: ChangePasswordRequest) => call(endpointRoutes.user.changePassword, { body }),
};
