import {
  type ChangePasswordRequest,
  endpoints,
  type PasskeySignInRequest,
  type RecoveryCodeSignInRequest,
  type RegisterTaxpayerRequest,
  type ResetPasswordRequest,
  type SignInRequest,
  type SignInWithCodeRequest,
} from "@taxlane/contract";
import { call } from "../../lib/api-call";

/** The identity calls. */
export const identityApi = {
  signIn: (body: SignInRequest) => call(endpoints.identity.signIn, { body }),

  /** The second step with the mailed code or the authenticator app's code. */
  signInWithCode: (body: SignInWithCodeRequest) =>
    call(endpoints.identity.signInWithValidationCode, { body }),

  signInWithRecoveryCode: (body: RecoveryCodeSignInRequest) =>
    call(endpoints.identity.signInWithRecoveryCode, { body }),

  /** WebAuthn options: for a passkey alone, or with `signInStep` as the step after the password. */
  passkeyOptions: (signInStep?: string) =>
    call(endpoints.identity.passkeyOptions, { body: signInStep === undefined ? {} : { signInStep } }),

  passkeySignIn: (body: PasskeySignInRequest) => call(endpoints.identity.passkeySignIn, { body }),

  /** Mails a sign-up code; answers 200 whether or not the address has an account. */
  sendEmailValidationCode: (email: string) =>
    call(endpoints.identity.sendEmailValidationCode, { query: { email } }),

  registerTaxpayer: (body: RegisterTaxpayerRequest) => call(endpoints.taxpayer.registerTaxpayer, { body }),

  /** Ends the session on the server. Its 401 (already ended) leaves the page where it is. */
  signOut: () => call(endpoints.identity.signOut, {}, { redirectOnUnauthorized: false }),

  forgotPassword: (email: string) => call(endpoints.identity.forgotPassword, { body: { email } }),

  verifyForgotPasswordCode: (body: { email: string; code: string }) =>
    call(endpoints.identity.verifyForgotPasswordCode, { body }),

  verifyResetPasswordToken: (token: string) =>
    call(endpoints.identity.verifyResetPasswordToken, { body: { token } }),

  resetPassword: (body: ResetPasswordRequest) => call(endpoints.identity.resetPassword, { body }),

  changePassword: (body: ChangePasswordRequest) => call(endpoints.user.changePassword, { body }),
};
