import { and, desc, eq, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { momentParam, momentPlaceholder } from "../../db/qualified";
import { chatConnections } from "../../db/schema";
import { jobRecords, type ProfessionalScope } from "../tax-preparation";

// Every read of a conversation starts here.
const connectionById = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(chatConnections)
    .where(eq(chatConnections.id, sql.placeholder("id")))
    .prepare("chat_connection_by_id"),
);

// Every send, read mark and mail check of a conversation takes its row's lock first.
const lockedById = preparedPerDatabase((db: Executor) =>
  db
    .select()
    .from(chatConnections)
    .where(eq(chatConnections.id, sql.placeholder("id")))
    .for("update")
    .prepare("chat_connection_locked_by_id"),
);

/** A send's number: the conversation's next, marked read for the side that sent it. */
const nextSequenceOf = (side: Side) =>
  preparedPerDatabase((db: Executor) =>
    db
      .update(chatConnections)
      .set({
        lastSequence: sql`${chatConnections.lastSequence} + 1`,
        lastMessageAt: momentPlaceholder("at"),
        [side === "taxpayer" ? "taxpayerReadSequence" : "expertReadSequence"]:
          sql`${chatConnections.lastSequence} + 1`,
      })
      .where(eq(chatConnections.id, sql.placeholder("id")))
      .returning({ sequence: chatConnections.lastSequence })
      .prepare(`chat_next_sequence_${side}`),
  );
const nextSequence = { taxpayer: nextSequenceOf("taxpayer"), expert: nextSequenceOf("expert") };

export type ConnectionRow = typeof chatConnections.$inferSelect;

/** A reader of conversations as SQL reads them: a person and their practice seat (`professionalScope`). */
export interface ConversationScope {
  userId: SQLWrapper;
  practiceId: SQLWrapper;
  allJobs: SQLWrapper;
}

/**
 * "The reader is one of the conversation's people": its taxpayer, or one who works it for the
 * professional (`conversationSide.works`, as SQL): a member who works a job of the pair, or the
 * professional of the row while none of the pair's jobs is a practice's.
 */
export function visibleTo(scope: ConversationScope): SQL {
  const pair = [chatConnections.taxpayerUserId, chatConnections.expertUserId] as const;
  return (
    or(
      eq(chatConnections.taxpayerUserId, scope.userId),
      jobRecords.worksJobOfPair(...pair, scope),
      and(eq(chatConnections.expertUserId, scope.userId), not(jobRecords.pairHasPracticeJob(...pair))),
    ) ?? sql`false`
  );
}

/** A scope's values as a statement binds them. */
export const scopeParams = (scope: ProfessionalScope): ConversationScope => ({
  userId: sql`${scope.userId}`,
  practiceId: sql`${scope.practiceId}`,
  allJobs: sql`${scope.allJobs}`,
});

/** Which side of a conversation a person is on: the columns that hold that side's marks. */
export type Side = "taxpayer" | "expert";

const readColumn = (side: Side) =>
  side === "taxpayer" ? chatConnections.taxpayerReadSequence : chatConnections.expertReadSequence;

/** Conversations and their counters; the row is the lock that orders a conversation's writes. */
export const connectionsRepository = {
  async findPair(db: Executor, taxpayerUserId: number, expertUserId: number) {
    const [row] = await db
      .select()
      .from(chatConnections)
      .where(
        and(
          eq(chatConnections.taxpayerUserId, taxpayerUserId),
          eq(chatConnections.expertUserId, expertUserId),
        ),
      );
    return row ?? null;
  },

  /** Adds the pair's conversation unless it is there already (two opening at once make one). */
  async insertIfMissing(
    db: Executor,
    row: { taxpayerUserId: number; expertUserId: number; connectionName: string; createdAt: Date },
  ): Promise<void> {
    await db.insert(chatConnections).values(row).onConflictDoNothing();
  },

  /** Whether a conversation goes by this name now (the hub's groups are joined under it). */
  async nameInUse(db: Executor, connectionName: string): Promise<boolean> {
    const [row] = await db
      .select({ id: chatConnections.id })
      .from(chatConnections)
      .where(eq(chatConnections.connectionName, connectionName));
    return row !== undefined;
  },

  /** The practice's conversations (a pair with a job of it): their ids and names. */
  async namesOfPractice(db: Executor, practiceId: number) {
    return db
      .select({ id: chatConnections.id, connectionName: chatConnections.connectionName })
      .from(chatConnections)
      .where(
        jobRecords.pairHasJobOfPractice(
          chatConnections.taxpayerUserId,
          chatConnections.expertUserId,
          practiceId,
        ),
      )
      .orderBy(chatConnections.id);
  },

  async rename(db: Executor, id: number, connectionName: string): Promise<void> {
    await db.update(chatConnections).set({ connectionName }).where(eq(chatConnections.id, id));
  },

  async find(db: Executor, id: number) {
    const [row] = await connectionById(db).execute({ id });
    return row ?? null;
  },

  /** The row, locked until the transaction ends: sends, read marks and mail checks take turns. */
  async lock(db: Executor, id: number) {
    const [row] = await lockedById(db).execute({ id });
    return row ?? null;
  },

  /** The conversations the person is one of the two people of (their data export). */
  async ofPerson(db: Executor, userId: number) {
    return db
      .select()
      .from(chatConnections)
      .where(or(eq(chatConnections.taxpayerUserId, userId), eq(chatConnections.expertUserId, userId)))
      .orderBy(
        desc(sql`coalesce(${chatConnections.lastMessageAt}, ${chatConnections.createdAt})`),
        desc(chatConnections.id),
      );
  },

  /** The conversations the person reads (their practice's among them), the latest active first. */
  async listFor(db: Executor, scope: ProfessionalScope) {
    return db
      .select()
      .from(chatConnections)
      .where(visibleTo(scopeParams(scope)))
      .orderBy(
        desc(sql`coalesce(${chatConnections.lastMessageAt}, ${chatConnections.createdAt})`),
        desc(chatConnections.id),
      );
  },

  /**
   * Takes the conversation's next number for a message sent at `at`; the sender has read everything
   * up to their own message. Runs on the locked row, so numbers never repeat or skip.
   */
  async nextSequence(db: Executor, id: number, side: Side, at: Date): Promise<number> {
    const [row] = await nextSequence[side](db).execute({ id, at: momentParam(at) });
    if (!row) throw new Error(`chat connection ${id} is gone`);
    return row.sequence;
  },

  /** Moves the side's read mark forward to `upTo` (never past the last message, never back). */
  async advanceRead(db: Executor, id: number, side: Side, upTo: number): Promise<void> {
    const column = readColumn(side);
    await db
      .update(chatConnections)
      .set({
        [side === "taxpayer" ? "taxpayerReadSequence" : "expertReadSequence"]:
          sql`greatest(${column}, least(${upTo}, ${chatConnections.lastSequence}))`,
      })
      .where(eq(chatConnections.id, id));
  },

  /** Sets the side's mail state: whether a check is waiting, and the last message mailed about. */
  async setMailState(
    db: Executor,
    id: number,
    side: Side,
    state: { pending: boolean; mailedSequence?: number },
  ): Promise<void> {
    const values =
      side === "taxpayer"
        ? { taxpayerMailPending: state.pending, taxpayerMailedSequence: state.mailedSequence }
        : { expertMailPending: state.pending, expertMailedSequence: state.mailedSequence };
    await db.update(chatConnections).set(values).where(eq(chatConnections.id, id));
  },
};
