import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { sessions, users } from "../../db/schema";

// Every signed-in call checks its session: built and prepared once.
const openSession = preparedPerDatabase((db: Executor) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roleId: users.roleId,
      factor: sessions.factor,
      secondFactorDueAt: users.secondFactorDueAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("sessionId")),
        eq(sessions.userId, sql.placeholder("userId")),
        isNull(sessions.endedAt),
        sql`${sessions.expiresAt} > ${sql.placeholder("now")}::timestamptz`,
        // A suspended account's sessions are over at once, whatever the token says.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare("session_open"),
);

export interface OpenSession {
  sessionId: string;
  userId: number;
  roleId: number;
  /** How the session was opened (`sessions.factor`); null for sessions from before it was kept. */
  factor: string | null;
  /** The user's `second_factor_due_at`. */
  secondFactorDueAt: Date | null;
}

export const sessionsRepository = {
  async insert(executor: Executor, row: typeof sessions.$inferInsert): Promise<void> {
    await executor.insert(sessions).values(row);
  },

  /** The session with its user's current role, when it is neither ended nor expired. */
  async findOpen(
    executor: Executor,
    sessionId: string,
    userId: number,
    now: Date,
  ): Promise<OpenSession | null> {
    const rows = await openSession(executor).execute({ sessionId, userId, now: now.toISOString() });
    return rows[0] ?? null;
  },

  /** Ends every open session of the user, but the one given. */
  async endAllForUser(executor: Executor, userId: number, now: Date, keepSessionId?: string): Promise<void> {
    await executor
      .update(sessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  },

  async end(executor: Executor, sessionId: string, now: Date): Promise<void> {
    await executor
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  },

  /** How the session was opened (`sessions.factor`), or null when unknown. */
  async factorOf(executor: Executor, sessionId: string): Promise<string | null> {
    const [row] = await executor
      .select({ factor: sessions.factor })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.factor ?? null;
  },
};
