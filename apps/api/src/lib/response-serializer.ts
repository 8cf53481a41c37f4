import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchemaNode = { [key: string]: unknown };

const isNode = (value: unknown): value is JsonSchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Shapes zod's JSON Schema for fast-json-stringify, which writes only the properties a schema lists
 * (so `additionalProperties: false` adds nothing) and chooses an `anyOf` branch by validating the
 * value with ajv on every call:
 * - `anyOf: [X, { type: "null" }]`, as zod writes a nullable, becomes X with `type: [X's type, "null"]`,
 *   written directly;
 * - `additionalProperties: false` goes, so a value carrying more than its schema lists (as zod strips
 *   it) is not refused by a branch check that zod's encoding would have accepted.
 */
function forFastJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forFastJson);
  if (!isNode(value)) return value;
  const node: JsonSchemaNode = Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !(key === "additionalProperties" && child === false))
      .map(([key, child]) => [key, forFastJson(child)]),
  );
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex((branch) => isNode(branch) && branch.type === "null");
  const other = branches[1 - nullIndex];
  if (nullIndex === -1 || !isNode(other) || typeof other.type !== "string") return node;
  const { anyOf: _, ...rest } = node;
  const { const: only, ...merged }: JsonSchemaNode = { ...rest, ...other, type: [other.type, "null"] };
  // A list of allowed values must allow null too.
  const allowed = only !== undefined ? [only] : Array.isArray(merged.enum) ? merged.enum : undefined;
  return allowed ? { ...merged, enum: [...allowed, null] } : merged;
}

/** The JSON Schema fast-json-stringify compiles from a response schema. */
export function responseJsonSchema(schema: z.ZodType): JsonSchemaNode {
  const json = z.toJSONSchema(schema, {
    io: "output",
    target: "draft-7",
    unrepresentable: "throw",
    reused: "inline",
    cycles: "ref",
  });
  const { $schema: _, ...rest } = forFastJson(json) as JsonSchemaNode;
  return rest;
}

/**
 * Writes each answer with a serializer compiled once from its route's zod schema: only the schema's
 * properties go out (as zod's own encoding strips the rest), at the cost of one pass over the data,
 * where encoding with zod first rebuilt every answer. With `verify` (the test suites) each answer is
 * also checked against the schema first, so an answer that breaks its contract fails a test as it
 * would have failed the call, instead of being coerced into shape.
 */
export function createResponseSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  return ({ schema: declared, method, url }) => {
    const schema = declared instanceof z.ZodType ? declared : declared.properties;
    const stringify = fastJson(responseJsonSchema(schema));
    if (!options.verify) return (data) => stringify(data);
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(data);
    };
  };
}
