import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { qualified } from "../../db/qualified";
import { appointments } from "../../db/schema";

/**
 * When the latest appointment of a job that took place began (approved, starting by `now`), for
 * another module's statement (a practice's client list). One requested, refused, cancelled or still
 * to come is no contact yet.
 */
export function lastAppointmentHeld(quoteId: SQLWrapper, now: Date): SQL<Date | null> {
  return sql`(select max(${qualified(appointments.startsAt)}) from ${appointments}
    where ${qualified(appointments.quoteId)} = ${quoteId}
      and ${qualified(appointments.status)} = 'approved'
      and ${qualified(appointments.startsAt)} <= ${now.toISOString()}::timestamptz)`;
}
