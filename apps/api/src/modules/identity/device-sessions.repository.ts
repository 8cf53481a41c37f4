import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { sessions, users } from "../../db/schema";

/** One of a person's open sessions, as their list of devices shows it. */
export interface DeviceSessionRow {
  id: string;
  userAgent: string | null;
  place: string | null;
  factor: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

const open = (now: Date) => and(isNull(sessions.endedAt), gt(sessions.expiresAt, now));

/** The sessions table as the list of signed-in devices reads and marks it. */
export const deviceSessionsRepository = {
  /** The person's open, unexpired sessions, newest first. */
  async listOpen(executor: Executor, userId: number, now: Date): Promise<DeviceSessionRow[]> {
    return executor
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        place: sessions.place,
        factor: sessions.factor,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), open(now)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
  },

  /** Whether the person has this open session (someone else's, an ended or an unknown one: no). */
  async isOpenFor(executor: Executor, sessionId: string, userId: number, now: Date): Promise<boolean> {
    const rows = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), open(now)))
      .limit(1);
    return rows.length > 0;
  },

  /** Whose session this is, ended or not, or null when there is no such session. */
  async ownerOf(executor: Executor, sessionId: string): Promise<{ userId: number; roleId: number } | null> {
    const rows = await executor
      .select({ userId: users.id, roleId: users.roleId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return rows[0] ?? null;
  },

  /** Whether the person had any session before this one: the first one of an account is no news. */
  async hadOtherSession(executor: Executor, userId: number, sessionId: string): Promise<boolean> {
    const rows = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)))
      .limit(1);
    return rows.length > 0;
  },

  async markSeen(executor: Executor, sessionId: string, at: Date): Promise<void> {
    await executor.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
  },
};
