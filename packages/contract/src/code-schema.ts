import { z } from "zod";
import type { CodeOf } from "./code-table";
import { validationTexts } from "./validation-texts";

/**
 * A schema that accepts exactly the values of a name → value table and nothing else. Callers mark the
 * call pure, so a bundle that uses only a table's labels leaves zod out.
 */
export function codeSchema<const V extends Readonly<Record<string, number>>>(values: V) {
  const list = Object.values(values) as CodeOf<V>[];
  return z.literal(list, { error: validationTexts.invalidInput });
}
