import { RoleId } from "@taxlane/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { PracticeSeatLookup, Principal } from "../lib/access";
import { isApiRequest } from "../lib/api-path";
import type { Clock } from "../lib/clock";
import { type SessionsService, secondFactorBlocked } from "../modules/identity";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's open session, or `null` for an anonymous call. Read through `lib/access.ts`. */
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the bearer token on every call. A token that is bad, expired or whose session ended
 * makes the call anonymous; a call whose endpoint table entry needs a session then answers 401
 * (`route()` in `lib/endpoint.ts`). A professional's seat in their practice is read with it, on every
 * call: the route factory holds it to the role table and the job checks to the practice's jobs.
 */
export const authPlugin = fp<{ sessions: SessionsService; clock: Clock; practiceSeatOf: PracticeSeatLookup }>(
  async (app: FastifyInstance, { sessions, clock, practiceSeatOf }) => {
    app.decorateRequest("principal", null);
    app.addHook("onRequest", async (request) => {
      if (!isApiRequest(request)) return;
      const token = bearerToken(request);
      if (!token) return;
      const session = await sessions.resolve(token);
      if (!session) return;
      request.principal = {
        userId: session.userId,
        roleId: session.roleId,
        sessionId: session.sessionId,
        secondFactorBlocked: secondFactorBlocked(session, clock.now()),
        // Read per call, not kept with the session: a member removed mid-session loses access at once.
        ...(session.roleId === RoleId.expert ? { practice: await practiceSeatOf(session.userId) } : {}),
      };
    });
  },
);
