import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { qualified } from "./qualified";

/** Ids an `array_agg` gathered: both drivers hand an `int[]` over as an array of numbers. */
function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) throw new Error("expected an array of ids");
  return value.map(Number);
}

/**
 * The ids in `column` of a lateral subquery's rows, in `order`, as one array (empty, not null, when
 * it has none): a list reads its rows' links in its own statement instead of a second one by id.
 */
export function idArray(column: AnyColumn, order: SQL): SQL<number[]> {
  return sql<number[]>`coalesce(array_agg(${qualified(column)} order by ${order}), '{}')`.mapWith(idsOf);
}
