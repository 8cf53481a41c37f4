import {
  emailQuerySchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signInWithCodeRequestSchema,
  tokenResponseSchema,
  validResponseSchema,
  verifyForgotPasswordCodeRequestSchema,
  verifyResetPasswordTokenRequestSchema,
  verifyResetPasswordTokenResponseSchema,
} from "../identity";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";

/** `/identity/*`: signing in and out, sign-up codes and password resets (module identity). */
export const identityEndpoints = {
  signIn: {
    method: "POST",
    path: "/identity/signIn",
    module: "identity",
    access: "public",
    body: signInRequestSchema,
    response: signInResponseSchema,
  },
  signInWithValidationCode: {
    method: "POST",
    path: "/identity/signInWithValidationCode",
    module: "identity",
    access: "public",
    body: signInWithCodeRequestSchema,
    response: tokenResponseSchema,
  },
  signOut: {
    method: "POST",
    path: "/identity/signOut",
    module: "identity",
    access: { signedIn: true, practice: "account" },
    beforeSecondFactor: true,
    response: doneSchema,
  },
  sendEmailValidationCode: {
    method: "POST",
    path: "/identity/sendEmailValidationCode",
    module: "identity",
    access: "public",
    query: emailQuerySchema,
    response: doneSchema,
  },
  forgotPassword: {
    method: "POST",
    path: "/Identity/ForgotPassword",
    module: "identity",
    access: "public",
    body: forgotPasswordRequestSchema,
    response: doneSchema,
  },
  verifyForgotPasswordCode: {
    method: "POST",
    path: "/Identity/VerifyForgotPasswordCode",
    module: "identity",
    access: "public",
    body: verifyForgotPasswordCodeRequestSchema,
    response: validResponseSchema,
  },
  verifyResetPasswordToken: {
    method: "POST",
    path: "/Identity/VerifyResetPasswordToken",
    module: "identity",
    access: "public",
    body: verifyResetPasswordTokenRequestSchema,
    response: verifyResetPasswordTokenResponseSchema,
  },
  resetPassword: {
    method: "POST",
    path: "/Identity/ResetPassword",
    module: "identity",
    access: "public",
    body: resetPasswordRequestSchema,
    response: doneSchema,
  },
} as const satisfies EndpointGroup;
