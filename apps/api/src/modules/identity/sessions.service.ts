import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createTokenVerifier, signToken } from "../../lib/jwt";
import type { SessionCache } from "./session-cache";
import { type OpenSession, sessionsRepository } from "./sessions.repository";

export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;

export interface SessionsService {
  /** Opens a session for the user and returns its bearer token. */
  open(
    user: { id: number; roleId: number },
    executor?: Executor,
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  /** The open session a bearer token stands for, or `null` when the token is bad or the session ended. */
  resolve(token: string): Promise<OpenSession | null>;
  end(sessionId: string): Promise<void>;
  /** Ends all the user's sessions, or all but `keepSessionId`. */
  endAllForUser(userId: number, keepSessionId?: string, executor?: Executor): Promise<void>;
}

/**
 * With a `cache`, a session checked once is not read again on every call; ending sessions drops
 * them from every process's cache when the ending commits (`session-cache.ts`).
 */
export function createSessionsService(
  db: Database,
  clock: Clock,
  jwtSecret: string,
  cache?: SessionCache,
): SessionsService {
  const verify = createTokenVerifier(jwtSecret);
  return {
    async open(user, executor = db) {
      const now = clock.now();
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + sessionLifetimeSeconds) * 1000);
      const sessionId = randomUUID();
      await sessionsRepository.insert(executor, {
        id: sessionId,
        userId: user.id,
        createdAt: now,
        expiresAt,
      });
      const token = signToken(jwtSecret, {
        sub: user.id,
        role: user.roleId,
        sid: sessionId,
        iat: issuedAt,
        exp: issuedAt + sessionLifetimeSeconds,
      });
      return { token, sessionId, expiresAt };
    },

    async resolve(token) {
      const now = clock.now();
      const claims = verify(token, now);
      if (!claims) return null;
      const cached = cache?.get(claims.sid, claims.sub, now.getTime());
      if (cached) return cached;
      const since = cache?.generation();
      const session = await sessionsRepository.findOpen(db, claims.sid, claims.sub, now);
      if (session && cache && since !== undefined) cache.keep(since, session, claims.exp * 1000);
      return session;
    },

    async end(sessionId) {
      await sessionsRepository.end(db, sessionId, clock.now());
      await cache?.ended(db, { sessionId });
    },

    async endAllForUser(userId, keepSessionId, executor = db) {
      await sessionsRepository.endAllForUser(executor, userId, clock.now(), keepSessionId);
      await cache?.ended(executor, { userId });
    },
  };
}
