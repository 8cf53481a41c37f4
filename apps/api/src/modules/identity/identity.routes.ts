import {
  changePasswordRequestSchema,
  currentUserSchema,
  emailQuerySchema,
  forgotPasswordRequestSchema,
  registerTaxpayerRequestSchema,
  resetPasswordRequestSchema,
  setTwoFactorRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signInWithCodeRequestSchema,
  tokenResponseSchema,
  validResponseSchema,
  verifyForgotPasswordCodeRequestSchema,
  verifyResetPasswordTokenRequestSchema,
  verifyResetPasswordTokenResponseSchema,
} from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { completed, done } from "../../lib/route-replies";
import type { IdentityService } from "./identity.service";
import type { PasswordResetService } from "./password-reset.service";
import type { RegistrationService } from "./registration.service";

export const identityRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  registration: RegistrationService;
  reset: PasswordResetService;
  perMinute: number;
}> = async (app, { identity, registration, reset, perMinute }) => {
  // Calls that take a password or a code, or send mail, get a tight ceiling per address on top
  // of the per-account back-off.
  const guarded = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  const tags = ["Identity"];

  app.post(
    "/identity/signIn",
    { config: guarded, schema: { tags, body: signInRequestSchema, response: { 200: signInResponseSchema } } },
    (request) => identity.signIn(request.body, request.ip),
  );
  app.post(
    "/identity/signInWithValidationCode",
    {
      config: guarded,
      schema: { tags, body: signInWithCodeRequestSchema, response: { 200: tokenResponseSchema } },
    },
    (request) => identity.signInWithCode(request.body.email, request.body.code, request.ip),
  );
  app.post("/identity/signOut", { schema: { tags, response: { 200: done } } }, (request) =>
    completed(identity.signOut(request.principal)),
  );
  app.post(
    "/identity/sendEmailValidationCode",
    { config: guarded, schema: { tags, querystring: emailQuerySchema, response: { 200: done } } },
    (request) => completed(registration.sendSignUpCode(request.query.email)),
  );
  app.post(
    "/Taxpayer/RegisterTaxpayer",
    { config: guarded, schema: { tags, body: registerTaxpayerRequestSchema, response: { 200: done } } },
    (request) => completed(registration.registerTaxpayer(request.body)),
  );
  app.post(
    "/Identity/ForgotPassword",
    { config: guarded, schema: { tags, body: forgotPasswordRequestSchema, response: { 200: done } } },
    (request) => completed(reset.forgotPassword(request.body.email)),
  );
  app.post(
    "/Identity/VerifyForgotPasswordCode",
    {
      config: guarded,
      schema: { tags, body: verifyForgotPasswordCodeRequestSchema, response: { 200: validResponseSchema } },
    },
    (request) => reset.verifyCode(request.body.email, request.body.code),
  );
  app.post(
    "/Identity/VerifyResetPasswordToken",
    {
      config: guarded,
      schema: {
        tags,
        body: verifyResetPasswordTokenRequestSchema,
        response: { 200: verifyResetPasswordTokenResponseSchema },
      },
    },
    (request) => reset.verifyToken(request.body.token),
  );
  app.post(
    "/Identity/ResetPassword",
    { config: guarded, schema: { tags, body: resetPasswordRequestSchema, response: { 200: done } } },
    (request) => completed(reset.resetPassword(request.body)),
  );
  app.post(
    "/User/ChangePassword",
    { config: guarded, schema: { tags, body: changePasswordRequestSchema, response: { 200: done } } },
    (request) =>
      completed(
        identity.changePassword(request.principal, request.body.oldPassword, request.body.newPassword),
      ),
  );
  app.get("/user/GetUser", { schema: { tags, response: { 200: currentUserSchema } } }, (request) =>
    identity.currentUser(request.principal),
  );
  app.post(
    "/User/SetTwoFactor",
    { schema: { tags, body: setTwoFactorRequestSchema, response: { 200: done } } },
    (request) => completed(identity.setTwoFactor(request.principal, request.body.enabled)),
  );
};
