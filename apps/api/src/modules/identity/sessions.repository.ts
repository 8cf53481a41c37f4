import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sessions, users } from "../../db/schema";

export interface OpenSession {
  sessionId: string;
  userId: number;
  roleId: number;
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
    const rows = await executor
      .select({ sessionId: sessions.id, userId: users.id, roleId: users.roleId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, now),
          // A suspended account's sessions are over at once, whatever the token says.
          isNull(users.suspendedAt),
        ),
      )
      .limit(1);
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
};
