/**
 * Multipart fields arrive as text: booleans as "true"/"false", arrays that
 * come as "JSON text", one JSON string. These wrap a schema so it takes both the text and the
 * value itself, and fail with a message that says what was expected.
 */
import { z } from "zod";
import { validationTexts as texts } from "./validation-texts";

/** A boolean given as true/false or as the text "true"/"false". */
export const booleanFieldSchema = z.preprocess(
  (value) => {
    if (value === "true") return true;
    if (value === "false") return false;
    return value;
  },
  z.boolean({ error: texts.invalidInput }),
);

/** An array given as itself or as JSON text ("[1,3]"); text that is not a JSON array fails with `message`. */
export function jsonTextArray<S extends z.ZodType>(item: S, message: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(item, { error: message }),
  );
}

/** An optional text field: blank counts as not given. */
export function optionalTextField<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}
