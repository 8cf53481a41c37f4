import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { completed } from "../../lib/route-replies";
import type { AuthenticatorAppService } from "./authenticator-app.service";
import { signInClientOf } from "./sign-in-device-cookie";

/** The person's own second factors: the overview, the authenticator app and the recovery codes. */
export const authenticatorAppRoutes: FastifyPluginAsyncZod<{
  apps: AuthenticatorAppService;
  perMinute: number;
}> = async (app, { apps, perMinute }) => {
  // Calls that take a password or a code get the tight ceiling per address the sign-in calls have.
  const guarded = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  const tags = ["Identity"];
  const { user } = endpoints;

  route(app, user.getSecurity, { tags }, (request) => apps.securityOverview(request.principal));
  route(app, user.startAuthenticatorApp, { tags }, (request) =>
    apps.startAuthenticatorApp(request.principal),
  );
  route(app, user.confirmAuthenticatorApp, { tags, config: guarded }, (request) =>
    apps.confirmAuthenticatorApp(request.principal, request.body.code, signInClientOf(request)),
  );
  route(app, user.removeAuthenticatorApp, { tags, config: guarded }, (request) =>
    completed(apps.removeAuthenticatorApp(request.principal, request.body.password, signInClientOf(request))),
  );
  route(app, user.regenerateRecoveryCodes, { tags, config: guarded }, (request) =>
    apps.regenerateRecoveryCodes(request.principal, request.body.password, signInClientOf(request)),
  );
};
