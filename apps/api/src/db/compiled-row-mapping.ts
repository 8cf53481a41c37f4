import { Column, is, SQL, Subquery } from "drizzle-orm";

interface DriverValueDecoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface OrderedField {
  path: string[];
  field: unknown;
}

function isDecoder(value: unknown): value is DriverValueDecoder {
  return (
    typeof value === "object" &&
    value !== null &&
    "mapFromDriverValue" in value &&
    typeof value.mapFromDriverValue === "function"
  );
}

/** An SQL chunk's decoder (set by `mapWith`), which Drizzle's types keep private. */
function sqlDecoder(chunk: SQL): DriverValueDecoder | null {
  const decoder: unknown = Reflect.get(chunk, "decoder");
  return isDecoder(decoder) ? decoder : null;
}

/** The decoder Drizzle's own row mapping picks for a selected field; null for one it would not know. */
function decoderOf(field: unknown): DriverValueDecoder | null {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  return null;
}

function isOrderedFields(value: unknown): value is OrderedField[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        "path" in item &&
        Array.isArray(item.path) &&
        item.path.every((chunk: unknown) => typeof chunk === "string") &&
        "field" in item,
    )
  );
}

/**
 * Rows of a flat selection (every field at the top level) mapped as Drizzle maps them, with each
 * field's decoder looked up once instead of per row and field: on the busiest lists Drizzle's
 * per-value entity checks cost more than reading the rows. Nested selections keep Drizzle's own
 * mapping (it also turns an unmatched left join's object into null).
 */
export function compiledRowMapper(
  fields: unknown,
): ((rows: unknown[][]) => Record<string, unknown>[]) | null {
  if (!isOrderedFields(fields) || fields.some((item) => item.path.length !== 1)) return null;
  const keys = fields.map((item) => item.path[0] as string);
  const decoders: DriverValueDecoder[] = [];
  for (const item of fields) {
    const decoder = decoderOf(item.field);
    if (!decoder) return null;
    decoders.push(decoder);
  }
  const count = keys.length;
  return (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < count; index++) {
        const raw = row[index];
        mapped[keys[index] as string] =
          raw === null ? null : (decoders[index] as DriverValueDecoder).mapFromDriverValue(raw);
      }
      return mapped;
    });
}

/**
 * Gives a prepared Drizzle query the compiled mapping when its selection is flat. Drizzle's prepared
 * queries (node-postgres and PGlite alike) call `customResultMapper` with the rows in array mode when
 * it is set; anything else (an insert, a nested selection) is left as it is.
 */
export function withCompiledRowMapping<T>(statement: T): T {
  if (typeof statement !== "object" || statement === null || !("fields" in statement)) return statement;
  if ("customResultMapper" in statement && statement.customResultMapper !== undefined) return statement;
  const mapper = compiledRowMapper(statement.fields);
  if (mapper) Object.assign(statement, { customResultMapper: mapper });
  return statement;
}
