import { type AnyColumn, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column written with its table's name. Drizzle leaves the table out of a one-table select, so a
 * condition one module hands to another's query (a correlated subquery) would otherwise compare the
 * subquery's own columns: `"user_id" = "id"` inside `select 1 from subscriptions` names
 * `subscriptions.id`, not the outer `users.id`.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The condition tying a subquery's row to the outer row of another module's statement, both
 * columns with their tables' names: `inner = outer`.
 */
export function correlates(inner: AnyColumn, outer: AnyColumn): SQL {
  return sql`${qualified(inner)} = ${qualified(outer)}`;
}

/**
 * In an insert's `on conflict do update`, the value the insert would have written to `column`: a
 * prepared upsert sets its row from it, as its update cannot take the call's values as placeholders.
 */
export function excluded(column: AnyColumn): SQL {
  return sql`excluded.${sql.identifier(column.name)}`;
}

/**
 * A time column's value in a prepared statement, given as `momentParam(at)`: Drizzle's encoder for a
 * time column does not take null, so the value goes as text cast to `timestamptz`.
 */
export function momentPlaceholder(name: string): SQL {
  return sql`${sql.placeholder(name)}::timestamptz`;
}

/** The value of a `momentPlaceholder`: the moment as ISO text, or null. */
export const momentParam = (at: Date | null | undefined): string | null => at?.toISOString() ?? null;
