import { randomUUID } from "node:crypto";
import { RoleId } from "@taxlane/contract";
import type { Database, Executor } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createTokenVerifier, signToken } from "../../lib/jwt";
import { deviceSessionsRepository } from "./device-sessions.repository";
import type { SessionCache } from "./session-cache";
import { type OpenSession, sessionsRepository } from "./sessions.repository";

export const sessionLifetimeSeconds = 7 * 24 * 60 * 60;
/** A session's "last seen" is written at most this often (per process): the list needs no more. */
export const lastSeenEveryMs = 5 * 60_000;
const lastSeenKept = 20_000;

/** How a session was opened: what the person proved (`sessions.factor`). */
export type SessionFactor = "password" | "email" | "totp" | "recovery" | "passkey";

/** What a new session records of its opening, for the list of devices and the second-factor rule. */
export interface SessionOpening {
  factor: SessionFactor;
  /** The browser's User-Agent header, as sent (cut short when stored). */
  userAgent?: string | undefined;
  /** The approximate place of the client's address as a code ("DE", "local": `PlaceCode`), when known. */
  place?: string | undefined;
}

/** Factors that satisfy the rule for professionals and operators: an app, a passkey, or a recovery code. */
export const strongFactors: readonly string[] = ["totp", "recovery", "passkey"];

/** Roles that must sign in with a strong factor once their grace is over. */
const strongFactorRoles: readonly number[] = [RoleId.expert, RoleId.admin];

/** Whether a session opened this way used an app, a passkey or a recovery code. */
export const openedWithStrongFactor = (factor: string | null) =>
  factor !== null && strongFactors.includes(factor);

/** Whether the role must use an authenticator app or a passkey. */
export const requiresStrongFactor = (roleId: number) => strongFactorRoles.includes(roleId);

/**
 * Whether calls reaching client data are closed to this session: its person's role needs a strong
 * factor, the session was not opened with one, and their grace is over.
 */
export function secondFactorBlocked(
  session: Pick<OpenSession, "roleId" | "factor" | "secondFactorDueAt">,
  now: Date,
): boolean {
  if (!requiresStrongFactor(session.roleId)) return false;
  if (openedWithStrongFactor(session.factor)) return false;
  return session.secondFactorDueAt !== null && session.secondFactorDueAt.getTime() <= now.getTime();
}

export interface SessionsService {
  /** Opens a session for the user and returns its bearer token. */
  open(
    user: { id: number; roleId: number },
    opening: SessionOpening,
    executor?: Executor,
  ): Promise<{ token: string; sessionId: string; expiresAt: Date }>;
  /** The open session a bearer token stands for, or `null` when the token is bad or the session ended. */
  resolve(token: string): Promise<OpenSession | null>;
  end(sessionId: string, executor?: Executor): Promise<void>;
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
  /** When this process last wrote each session's last-seen time. */
  const lastSeenWritten = new Map<string, number>();
  const wroteLastSeen = (sessionId: string, atMs: number) => {
    if (lastSeenWritten.size >= lastSeenKept) lastSeenWritten.clear();
    lastSeenWritten.set(sessionId, atMs);
  };
  /** Keeps the session's last-seen time, unless this process wrote it moments ago. */
  async function seen(session: OpenSession, now: Date): Promise<OpenSession> {
    const written = lastSeenWritten.get(session.sessionId);
    if (written !== undefined && now.getTime() - written < lastSeenEveryMs) return session;
    // Noted before the write, so calls arriving together write once.
    wroteLastSeen(session.sessionId, now.getTime());
    await deviceSessionsRepository.markSeen(db, session.sessionId, now);
    return session;
  }

  return {
    async open(user, opening, executor = db) {
      const now = clock.now();
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + sessionLifetimeSeconds) * 1000);
      const sessionId = randomUUID();
      await sessionsRepository.insert(executor, {
        id: sessionId,
        userId: user.id,
        createdAt: now,
        expiresAt,
        factor: opening.factor,
        userAgent: opening.userAgent?.slice(0, 300) ?? null,
        place: opening.place ?? null,
        lastSeenAt: now,
      });
      wroteLastSeen(sessionId, now.getTime());
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
      if (cached) return seen(cached, now);
      const since = cache?.generation();
      const session = await sessionsRepository.findOpen(db, claims.sid, claims.sub, now);
      if (!session) return null;
      if (cache && since !== undefined) cache.keep(since, session, claims.exp * 1000);
      return seen(session, now);
    },

    async end(sessionId, executor = db) {
      await sessionsRepository.end(executor, sessionId, clock.now());
      await cache?.ended(executor, { sessionId });
      lastSeenWritten.delete(sessionId);
    },

    async endAllForUser(userId, keepSessionId, executor = db) {
      await sessionsRepository.endAllForUser(executor, userId, clock.now(), keepSessionId);
      await cache?.ended(executor, { userId });
    },
  };
}
