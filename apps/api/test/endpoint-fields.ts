import type { Endpoint } from "@taxlane/contract";
import { z } from "zod";

/** The field names of an object schema, through the wrappers a contract schema may have. */
function fieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return fieldNames(schema.unwrap() as z.ZodType);
  return [];
}

/** The top-level field names of a schema of an endpoint table entry; none for no schema. */
export const namesOf = (schema: z.ZodType | undefined) => (schema === undefined ? [] : fieldNames(schema));

/** The names of an entry's path parameters (`:id`). */
export const pathParameters = (endpoint: Endpoint) =>
  [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "");
