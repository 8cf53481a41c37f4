import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { guardedConfig } from "../../lib/guarded-route";
import { completed } from "../../lib/route-replies";
import type { PasskeyRegistration } from "./passkey-registration.service";
import type { PasskeySignIn } from "./passkey-sign-in.service";
import { answerKeepingDevice, signInClientOf } from "./sign-in-device-cookie";

export const passkeysRoutes: FastifyPluginAsyncZod<{
  registration: PasskeyRegistration;
  signIn: PasskeySignIn;
  perMinute: number;
  /** Where people reach the app: its scheme says whether cookies need https. */
  publicUrl: string;
}> = async (app, { registration, signIn, perMinute, publicUrl }) => {
  // Calls that sign in, or take the password, get the same ceiling per address as the password sign-in.
  const guarded = guardedConfig(perMinute);
  const tags = ["Identity"];

  route(app, endpoints.user.passkeyRegistrationOptions, { tags }, (request) =>
    registration.options(request.principal),
  );
  route(app, endpoints.user.registerPasskey, { tags }, (request) =>
    registration.register(request.principal, request.body, signInClientOf(request)),
  );
  route(app, endpoints.user.removePasskey, { tags, config: guarded }, (request) =>
    completed(
      registration.remove(
        request.principal,
        request.params.id,
        request.body.password,
        signInClientOf(request),
      ),
    ),
  );
  route(app, endpoints.identity.passkeyOptions, { tags, config: guarded }, (request) =>
    signIn.options(request.body.signInStep),
  );
  route(app, endpoints.identity.passkeySignIn, { tags, config: guarded }, async (request, reply) =>
    answerKeepingDevice(
      request,
      reply,
      await signIn.signIn(request.body, signInClientOf(request)),
      publicUrl.startsWith("https:"),
    ),
  );
};
