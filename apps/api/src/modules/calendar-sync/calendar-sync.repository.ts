import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { calendarConnections, calendarOauthStates, calendarSyncedEvents } from "../../db/schema";

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
export type CalendarConnectionChange = Partial<
  Pick<CalendarConnectionRow, "status" | "lastError" | "brokenAt" | "refreshTokenSealed">
>;

/** Calendar connections, their OAuth states and the events written for appointments. */
/** What a used-up start hands the code exchange. */
export interface ConsumedState {
  codeVerifierSealed: string | null;
}

const consumedState = { codeVerifierSealed: calendarOauthStates.codeVerifierSealed };

// Every booking asks whether the professional's calendar is connected (its busy times count).
const connectionOf = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare("calendar_connection_of"),
);

export const calendarSyncRepository = {
  async findConnection(db: Executor, userId: number): Promise<CalendarConnectionRow | null> {
    const [row] = await connectionOf(db).execute({ userId });
    return row ?? null;
  },

  /** The connection, locked until the transaction ends. */
  async lockConnection(db: Executor, userId: number): Promise<CalendarConnectionRow | null> {
    const [row] = await db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, userId))
      .limit(1)
      .for("update");
    return row ?? null;
  },

  /** Stores the person's connection, replacing any earlier one (and, with it, its events). */
  async replaceConnection(
    db: Executor,
    values: CalendarConnectionRow,
  ): Promise<CalendarConnectionRow | null> {
    const [previous] = await db
      .delete(calendarConnections)
      .where(eq(calendarConnections.userId, values.userId))
      .returning();
    await db.insert(calendarConnections).values(values);
    return previous ?? null;
  },

  async updateConnection(db: Executor, userId: number, change: CalendarConnectionChange): Promise<void> {
    await db.update(calendarConnections).set(change).where(eq(calendarConnections.userId, userId));
  },

  async deleteConnection(db: Executor, userId: number): Promise<CalendarConnectionRow | null> {
    const [row] = await db
      .delete(calendarConnections)
      .where(eq(calendarConnections.userId, userId))
      .returning();
    return row ?? null;
  },

  async insertState(db: Executor, values: typeof calendarOauthStates.$inferInsert): Promise<void> {
    await db.insert(calendarOauthStates).values(values);
  },

  /**
   * Marks the state used if it is this person's, for this provider, unused and unexpired; answers
   * the start it was, or null. One statement, so two callbacks with one state cannot both pass.
   */
  async consumeState(
    db: Executor,
    state: { stateHash: string; userId: number; provider: string; now: Date },
  ): Promise<ConsumedState | null> {
    const used = await db
      .update(calendarOauthStates)
      .set({ usedAt: state.now })
      .where(
        and(
          eq(calendarOauthStates.stateHash, state.stateHash),
          eq(calendarOauthStates.userId, state.userId),
          eq(calendarOauthStates.provider, state.provider),
          isNull(calendarOauthStates.usedAt),
          gt(calendarOauthStates.expiresAt, state.now),
        ),
      )
      .returning(consumedState);
    return used[0] ?? null;
  },

  /**
   * For a client that does not send `state` back (the existing client's GoogleAuthCallBack is `{code?,
   * error?}`):
   * marks used the newest state this person started for this provider, unused and unexpired, and
   * answers it, or null when there was none. The update re-checks that it is unused, so two callbacks cannot
   * both take it.
   */
  async consumeLatestState(
    db: Executor,
    state: { userId: number; provider: string; now: Date },
  ): Promise<ConsumedState | null> {
    const pending = and(
      eq(calendarOauthStates.userId, state.userId),
      eq(calendarOauthStates.provider, state.provider),
      isNull(calendarOauthStates.usedAt),
      gt(calendarOauthStates.expiresAt, state.now),
    );
    const newest = db
      .select({ stateHash: calendarOauthStates.stateHash })
      .from(calendarOauthStates)
      .where(pending)
      .orderBy(desc(calendarOauthStates.createdAt))
      .limit(1);
    const used = await db
      .update(calendarOauthStates)
      .set({ usedAt: state.now })
      .where(and(inArray(calendarOauthStates.stateHash, newest), pending))
      .returning(consumedState);
    return used[0] ?? null;
  },

  /** Forgets states that expired before `before`. */
  async deleteStatesBefore(db: Executor, before: Date): Promise<void> {
    await db.delete(calendarOauthStates).where(lt(calendarOauthStates.expiresAt, before));
  },

  async findEvent(db: Executor, userId: number, appointmentId: number): Promise<string | null> {
    const [row] = await db
      .select({ eventId: calendarSyncedEvents.eventId })
      .from(calendarSyncedEvents)
      .where(
        and(eq(calendarSyncedEvents.userId, userId), eq(calendarSyncedEvents.appointmentId, appointmentId)),
      )
      .limit(1);
    return row?.eventId ?? null;
  },

  async insertEvent(db: Executor, values: typeof calendarSyncedEvents.$inferInsert): Promise<void> {
    await db.insert(calendarSyncedEvents).values(values).onConflictDoNothing();
  },

  async deleteEvent(db: Executor, userId: number, appointmentId: number): Promise<void> {
    await db
      .delete(calendarSyncedEvents)
      .where(
        and(eq(calendarSyncedEvents.userId, userId), eq(calendarSyncedEvents.appointmentId, appointmentId)),
      );
  },
};
