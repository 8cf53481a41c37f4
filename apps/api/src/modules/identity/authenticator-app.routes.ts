import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { guardedConfig } from "../../lib/guarded-route";
import { completed } from "../../lib/route-replies";
import type { AuthenticatorAppService } from "./authenticator-app.service";
import { signInClientOf } from "./sign-in-device-cookie";

/** The person's own second factors: the overview, the authenticator app and the recovery codes. */
export const authenticatorAppRoutes: FastifyPluginAsyncZod<{
  apps: AuthenticatorAppService;
  perMinute: number;
}> = async (app, { apps, perMinute }) => {
  const guarded = guardedConfig(perMinute);
  const tags = ["Identity"];

  route(app, endpoints.user.getSecurity, { tags }, (request) => apps.securityOverview(request.principal));
  route(app, endpoints.user.startAuthenticatorApp, { tags }, (request) =>
    apps.startAuthenticatorApp(request.principal),
  );
  route(app, endpoints.user.confirmAuthenticatorApp, { tags, config: guarded }, (request) =>
    apps.confirmAuthenticatorApp(request.principal, request.body.code, signInClientOf(request)),
  );
  route(app, endpoints.user.removeAuthenticatorApp, { tags, config: guarded }, (request) =>
    completed(apps.removeAuthenticatorApp(request.principal, request.body.password, signInClientOf(request))),
  );
  route(app, endpoints.user.regenerateRecoveryCodes, { tags, config: guarded }, (request) =>
    apps.regenerateRecoveryCodes(request.principal, request.body.password, signInClientOf(request)),
  );
};
