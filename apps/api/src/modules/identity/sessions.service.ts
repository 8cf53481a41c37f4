import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { signToken, verifyToken } from "../../lib/jwt";
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

export function createSessionsService(db: Database, clock: Clock, jwtSecret: string): SessionsService {
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
      const claims = verifyToken(jwtSecret, token, now);
      if (!claims) return null;
      return sessionsRepository.findOpen(db, claims.sid, claims.sub, now);
    },

    async end(sessionId) {
      await sessionsRepository.end(db, sessionId, clock.now());
    },

    async endAllForUser(userId, keepSessionId, executor = db) {
      await sessionsRepository.endAllForUser(executor, userId, clock.now(), keepSessionId);
    },
  };
}
