/** Code tables, free of zod so public pages can show labels; `code-schema.ts` builds their schemas. */
/** A code table as written once: each name maps to its numeric value and the label people see. */
export type CodeTableDefinition = Readonly<Record<string, readonly [value: number, label: string]>>;

/** Name → value, e.g. `{ taxpayer: 1, expert: 2 }`. */
export type CodeValues<T extends CodeTableDefinition> = { readonly [K in keyof T]: T[K][0] };

/** Value → label, e.g. `{ 1: "Taxpayer", 2: "Expert" }`. */
export type CodeLabels<T extends CodeTableDefinition> = { readonly [K in keyof T as T[K][0]]: T[K][1] };

/** The union of a table's values: `CodeOf<typeof RoleId>` is `1 | 2 | 3`. */
export type CodeOf<V extends Readonly<Record<string, number>>> = V[keyof V];

/** Builds a table's name → value object and value → label map from one definition. */
export function defineCodes<const T extends CodeTableDefinition>(definition: T) {
  const entries = Object.entries(definition);
  const values = Object.freeze(
    Object.fromEntries(entries.map(([name, [value]]) => [name, value])),
  ) as CodeValues<T>;
  const labels = Object.freeze(
    Object.fromEntries(entries.map(([, [value, label]]) => [value, label])),
  ) as CodeLabels<T>;
  return { values, labels };
}

/** Like `defineCodes` for tables whose label is the name itself (the organizer's answer types and sections). */
export function defineNamedCodes<const V extends Readonly<Record<string, number>>>(values: V) {
  const labels = Object.freeze(
    Object.fromEntries(Object.entries(values).map(([name, value]) => [value, name])),
  ) as { readonly [K in keyof V as V[K]]: K };
  return { values: Object.freeze({ ...values }) as V, labels };
}

/** A label map as `{ value, label }` options in ascending value order, for select boxes and radio groups. */
export function codeOptions<const L extends Readonly<Record<number, string>>>(
  labels: L,
): { value: Extract<keyof L, number>; label: L[Extract<keyof L, number>] }[] {
  return Object.entries(labels)
    .map(([value, label]) => ({
      value: Number(value) as Extract<keyof L, number>,
      label: label as L[Extract<keyof L, number>],
    }))
    .sort((a, b) => a.value - b.value);
}
