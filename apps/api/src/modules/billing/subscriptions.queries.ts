import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { correlates, qualified } from "../../db/qualified";
import { subscriptions } from "../../db/schema";

/**
 * Billing's conditions other modules put in their own statements. They read only the schema, so any
 * module may use them, identity included, without importing billing's services.
 */

/** "This person holds a plan that has not ended" (past due included), for another module's query over people. */
export function holdsPlan(userId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${correlates(subscriptions.userId, userId)} and ${qualified(subscriptions.status)} <> 'canceled')`;
}

/**
 * "One of these people holds a plan that has not ended", `userIds` a subquery of another module's
 * statement (a practice's owners, whose plan covers its members).
 */
export function anyHoldsPlan(userIds: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${subscriptions} where ${qualified(subscriptions.userId)} in (${userIds}) and ${qualified(subscriptions.status)} <> 'canceled')`;
}
