import type { MultipartForm } from "@taxlane/contract";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

interface FormSchema {
  type: "object";
  properties: Record<string, JsonSchema>;
  required: string[];
}

function isObjectSchema(
  schema: JsonSchema,
): schema is JsonSchema & { properties: Record<string, JsonSchema> } {
  return schema.type === "object" && typeof schema.properties === "object" && schema.properties !== null;
}

/**
 * Nested objects become dotted keys (`initialQuestions.taxPreparerPTINumber`), as the form sends them
 * (see `readFormData`); a list of objects becomes indexed keys, documented once with `[i]`
 * (`questionList[i].question`); other arrays stay one field, sent as JSON text.
 */
function flatten(schema: JsonSchema, prefix: string, required: boolean, into: FormSchema): void {
  if (!isObjectSchema(schema)) return;
  const requiredKeys = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [key, property] of Object.entries(schema.properties)) {
    const name = `${prefix}${key}`;
    const isRequired = required && requiredKeys.has(key);
    if (isObjectSchema(property)) {
      flatten(property, `${name}.`, isRequired, into);
      continue;
    }
    const items = property.type === "array" ? (property.items as JsonSchema | undefined) : undefined;
    if (items && isObjectSchema(items)) {
      flatten(items, `${name}[i].`, isRequired, into);
      continue;
    }
    into.properties[name] = property;
    if (isRequired) into.required.push(name);
  }
}

/** The multipart/form-data schema of a form: each text field as its contract schema says, files as binary. */
export function multipartFormSchema(form: MultipartForm): FormSchema {
  const fields = z.toJSONSchema(form.fields, {
    io: "input",
    target: "openapi-3.0",
    unrepresentable: "any",
  }) as JsonSchema;
  const schema: FormSchema = { type: "object", properties: {}, required: [] };
  flatten(fields, "", true, schema);
  for (const file of form.files) schema.properties[file] = { type: "string", format: "binary" };
  return schema;
}
