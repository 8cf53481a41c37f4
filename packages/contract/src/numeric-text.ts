import { z } from "zod";

const digitsOnly = /^\d+$/;

/**
 * Wraps a number schema so it also accepts the number written as digits, as query strings and multipart
 * fields carry it ("12" → 12). Anything else (blank, signs, decimals, letters) reaches the schema as it is
 * and fails there with the schema's own message.
 */
export function fromNumericText<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return digitsOnly.test(trimmed) ? Number(trimmed) : value;
  }, schema);
}
