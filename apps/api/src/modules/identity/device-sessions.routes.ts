import { endpoints } from "@taxlane/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint";
import { guardedConfig } from "../../lib/guarded-route";
import { completed } from "../../lib/route-replies";
import type { DeviceSessionsService } from "./device-sessions.service";

/** Where the person is signed in, and ending those sessions (also from a new-device mail's link). */
export const deviceSessionsRoutes: FastifyPluginAsyncZod<{
  deviceSessions: DeviceSessionsService;
  perMinute: number;
}> = async (app, { deviceSessions, perMinute }) => {
  const tags = ["Identity"];
  // A public call that takes a secret from a link: the same ceiling per address as sign-in.
  const guarded = guardedConfig(perMinute);

  route(app, endpoints.user.getSessions, { tags }, (request) => deviceSessions.list(request.principal));
  route(app, endpoints.user.endSession, { tags }, (request) =>
    completed(deviceSessions.endOne(request.principal, request.params.id, request.ip)),
  );
  route(app, endpoints.user.endOtherSessions, { tags }, (request) =>
    completed(deviceSessions.endOthers(request.principal, request.ip)),
  );
  route(app, endpoints.identity.endSessionFromMail, { tags, config: guarded }, (request) =>
    completed(deviceSessions.endFromMail(request.body.token, request.ip)),
  );
};
