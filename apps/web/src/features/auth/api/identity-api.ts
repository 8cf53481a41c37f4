import type {
  ChangePasswordRequest,
  RegisterTaxpayerRequest,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SignInWithCodeRequest,
  TokenResponse,
} from "@taxlane/contract";
import { api } from "../../../lib/api-client";

/** The identity calls (SPEC.md section 7; API.md, Identity and RegisterTaxpayer). */
export const identityApi = {
  signIn: (body: SignInRequest) => api.post<SignInResponse>("/identity/signIn", body),

  signInWithCode: (body: SignInWithCodeRequest) =>
    api.post<TokenResponse>("/identity/signInWithValidationCode", body),

  /** Mails a sign-up code; answers 200 whether or not the address has an account. */
  sendEmailValidationCode: (email: string) =>
    api.post<void>("/identity/sendEmailValidationCode", undefined, { query: { email } }),

  registerTaxpayer: (body: RegisterTaxpayerRequest) => api.post<void>("/Taxpayer/RegisterTaxpayer", body),

  /** Ends the session on the server. Its 401 (already ended) leaves the page where it is. */
  signOut: () => api.post<void>("/identity/signOut", undefined, { redirectOnUnauthorized: false }),

  forgotPassword: (email: string) => api.post<void>("/Identity/ForgotPassword", { email }),

  verifyForgotPasswordCode: (body: { email: string; code: string }) =>
    api.post<{ valid: boolean }>("/Identity/VerifyForgotPasswordCode", body),

  verifyResetPasswordToken: (token: string) =>
    api.post<{ valid: boolean; email: string | null }>("/Identity/VerifyResetPasswordToken", { token }),

  resetPassword: (body: ResetPasswordRequest) => api.post<void>("/Identity/ResetPassword", body),

  changePassword: (body: ChangePasswordRequest) => api.post<void>("/User/ChangePassword", body),
};
