import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { correlates, qualified } from "../../db/qualified";
import { calendarConnections } from "../../db/schema";

/**
 * Calendar sync's conditions other modules put in their own statements. They read only the schema,
 * so any module may use them, identity included, without importing calendar sync's services.
 */

/** "This person has a synced calendar that still works" (connected, not broken), for another module's query. */
export function hasWorkingCalendar(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${calendarConnections} where ${correlates(calendarConnections.userId, userId)} and ${qualified(calendarConnections.status)} = 'connected')`;
}
