import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { correlates, qualified } from "../../db/qualified";
import { practiceMembers } from "../../db/schema";

/** The ids of a practice's members, as a subquery of another module's statement (`… in (…)`). */
export function memberIdsOf(practiceId: SQLWrapper): SQL<number> {
  return sql`select ${qualified(practiceMembers.userId)} from ${practiceMembers}
    where ${qualified(practiceMembers.practiceId)} = ${practiceId}`;
}

/**
 * The owners of the practice the person `userId` (a column of another module's statement) is a member
 * of, as a subquery (`… in (…)`); none when they work alone.
 */
export function ownerIdsOfPracticeOf(userId: AnyColumn): SQL<number> {
  return sql`select ${qualified(practiceMembers.userId)} from ${practiceMembers}
    where ${qualified(practiceMembers.role)} = 'owner' and ${qualified(practiceMembers.practiceId)} = (
      select ${qualified(practiceMembers.practiceId)} from ${practiceMembers}
      where ${correlates(practiceMembers.userId, userId)})`;
}

/**
 * A professional's practice and themself as its member working a new piece of work (a request routed
 * to them), as values of another module's insert: both null when they work alone.
 */
export function memberWorkValues(userId: number): {
  practiceId: SQL<number | null>;
  assignedUserId: SQL<number | null>;
} {
  const seat = (column: typeof practiceMembers.practiceId | typeof practiceMembers.userId) =>
    sql<number | null>`(select ${qualified(column)} from ${practiceMembers}
      where ${qualified(practiceMembers.userId)} = ${userId})`;
  return { practiceId: seat(practiceMembers.practiceId), assignedUserId: seat(practiceMembers.userId) };
}
