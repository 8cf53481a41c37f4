import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { qualified } from "../../db/qualified";
import { practiceMembers } from "../../db/schema";

/** The ids of a practice's members, as a subquery of another module's statement (`… in (…)`). */
export function memberIdsOf(practiceId: SQLWrapper): SQL<number> {
  return sql`select ${qualified(practiceMembers.userId)} from ${practiceMembers}
    where ${qualified(practiceMembers.practiceId)} = ${practiceId}`;
}
