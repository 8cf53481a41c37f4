import type { FastifyBaseLogger } from "fastify";
import type { Executor, ListenSource } from "../../db/client";
import type { Listener, ListenHandlers } from "../../plugins/realtime/listener";
import { listenOnPglite } from "../../plugins/realtime/pglite-listener";
import { listenOnPostgres } from "../../plugins/realtime/postgres-listener";
import { realtimeRepository } from "../../plugins/realtime/realtime.repository";
import type { OpenSession } from "./sessions.repository";

/** Where every process hears that sessions ended: `{"sessionId": …}` or `{"userId": …}`. */
export const SESSIONS_CHANNEL = "taxlane_sessions_ended";

/** How this process's LISTEN for ended sessions shows in pg_stat_activity. */
export const sessionsListenerName = (pid: number = process.pid) => `taxlane-sessions/${pid}`;

const MAX_ENTRIES = 20_000;

/** What one message of the channel says ended: one session, or every session of a person. */
export interface EndedSessions {
  sessionId?: string;
  userId?: number;
}

interface Entry extends OpenSession {
  /** The token's expiry: the entry is not used past it. */
  expiresAtMs: number;
}

/**
 * The open sessions this process has checked, so a signed-in call costs no query. Ending sessions
 * drops them here at once and sends a NOTIFY in the ending transaction, so every process (this one
 * included) drops them when it commits. Until its LISTEN is open, while it is down (and it is
 * emptied when it comes back: what was sent meanwhile was missed) and after a close, it keeps
 * nothing, so every call then checks the database. A check that began
 * before a drop is not kept (the generation), so an answer read before a sign-out cannot come back.
 */
export function createSessionCache() {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let listening = false;
  let listener: Listener | null = null;
  const endedListeners: ((ended: EndedSessions) => void)[] = [];

  const dropAll = () => {
    generation += 1;
    entries.clear();
  };
  const drop = (ended: { sessionId?: string; userId?: number }) => {
    generation += 1;
    if (ended.sessionId !== undefined) entries.delete(ended.sessionId);
    if (ended.userId !== undefined) {
      for (const [key, entry] of entries) if (entry.userId === ended.userId) entries.delete(key);
    }
  };

  return {
    get(sessionId: string, userId: number, nowMs: number): OpenSession | null {
      if (!listening) return null;
      const entry = entries.get(sessionId);
      if (!entry || entry.userId !== userId || entry.expiresAtMs <= nowMs) return null;
      const { expiresAtMs: _expiresAtMs, ...session } = entry;
      return session;
    },
    /** The generation to hand back to `keep` with what a check read. */
    generation: () => generation,
    keep(since: number, session: OpenSession, expiresAtMs: number): void {
      if (!listening || since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(session.sessionId, { ...session, expiresAtMs });
    },
    /** Drops them here now, and in every process when `executor`'s transaction commits. */
    async ended(executor: Executor, ended: { sessionId: string } | { userId: number }): Promise<void> {
      drop(ended);
      await realtimeRepository.notify(executor, SESSIONS_CHANNEL, JSON.stringify(ended));
    },
    async start(source: ListenSource, log: FastifyBaseLogger): Promise<void> {
      const handlers: ListenHandlers = {
        onMessage(payload) {
          let ended: EndedSessions;
          try {
            ended = JSON.parse(payload) as EndedSessions;
          } catch {
            dropAll();
            return;
          }
          drop(ended);
          for (const heard of endedListeners) heard(ended);
        },
        onResumed() {
          dropAll();
          listening = true;
        },
        // Sign-outs elsewhere would go unheard: keep nothing until LISTEN is back.
        onLost() {
          listening = false;
          dropAll();
        },
      };
      listener =
        source.kind === "pglite"
          ? await listenOnPglite(source.client, SESSIONS_CHANNEL, handlers)
          : await listenOnPostgres({
              url: source.url,
              channel: SESSIONS_CHANNEL,
              handlers,
              log,
              applicationName: sessionsListenerName(),
            });
      listening = true;
    },
    /**
     * Tells `heard` of every end of sessions any process commits (this one included), after it
     * commits: the realtime hub closes the sockets those sessions opened.
     */
    onEnded(heard: (ended: EndedSessions) => void): void {
      endedListeners.push(heard);
    },
    async close(): Promise<void> {
      listening = false;
      dropAll();
      await listener?.close();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
