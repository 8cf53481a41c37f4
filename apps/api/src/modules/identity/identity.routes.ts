import { endpoints } from "@taxlane/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { guardedConfig } from "../../lib/guarded-route";
import { requestLanguage } from "../../lib/request-language";
import { completed } from "../../lib/route-replies";
import type { IdentityService, SignInOutcome } from "./identity.service";
import type { PasswordResetService } from "./password-reset.service";
import type { RegistrationService } from "./registration.service";
import { answerKeepingDevice, signInClientOf } from "./sign-in-device-cookie";

export const identityRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  registration: RegistrationService;
  reset: PasswordResetService;
  perMinute: number;
  /** Where people reach the app: its scheme says whether cookies need https. */
  publicUrl: string;
}> = async (app, { identity, registration, reset, perMinute, publicUrl }) => {
  const guarded = guardedConfig(perMinute);
  const tags = ["Identity"];
  const answered = <T>(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome<T>) =>
    answerKeepingDevice(request, reply, outcome, publicUrl.startsWith("https:"));

  route(app, endpoints.identity.signIn, { tags, config: guarded }, async (request, reply) =>
    answered(request, reply, await identity.signIn(request.body, signInClientOf(request))),
  );
  route(app, endpoints.identity.signInWithValidationCode, { tags, config: guarded }, async (request, reply) =>
    answered(request, reply, await identity.signInWithCode(request.body, signInClientOf(request))),
  );
  route(app, endpoints.identity.signInWithRecoveryCode, { tags, config: guarded }, async (request, reply) =>
    answered(request, reply, await identity.signInWithRecoveryCode(request.body, signInClientOf(request))),
  );
  route(app, endpoints.identity.signOut, { tags }, (request) =>
    completed(identity.signOut(request.principal)),
  );
  route(app, endpoints.identity.sendEmailValidationCode, { tags, config: guarded }, (request) =>
    completed(registration.sendSignUpCode(request.query.email, requestLanguage(request))),
  );
  route(app, endpoints.taxpayer.registerTaxpayer, { tags, config: guarded }, (request) =>
    completed(registration.registerTaxpayer(request.body)),
  );
  route(app, endpoints.identity.forgotPassword, { tags, config: guarded }, (request) =>
    completed(reset.forgotPassword(request.body.email)),
  );
  route(app, endpoints.identity.verifyForgotPasswordCode, { tags, config: guarded }, (request) =>
    reset.verifyCode(request.body.email, request.body.code),
  );
  route(app, endpoints.identity.verifyResetPasswordToken, { tags, config: guarded }, (request) =>
    reset.verifyToken(request.body.token),
  );
  route(app, endpoints.identity.resetPassword, { tags, config: guarded }, (request) =>
    completed(reset.resetPassword(request.body)),
  );
  route(app, endpoints.user.changePassword, { tags, config: guarded }, (request) =>
    completed(identity.changePassword(request.principal, request.body.oldPassword, request.body.newPassword)),
  );
  route(app, endpoints.user.getUser, { tags }, (request) => identity.currentUser(request.principal));
  route(app, endpoints.user.setLanguage, { tags }, (request) =>
    completed(identity.setLanguage(request.principal, request.body.language)),
  );
  route(app, endpoints.user.setTwoFactor, { tags }, (request) =>
    completed(identity.setTwoFactor(request.principal, request.body.enabled)),
  );
};
