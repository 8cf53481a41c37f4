import { appTexts, validationTexts } from "@taxlane/contract";
import { isApiError } from "./api-client";

/** What antd's Form needs of a zod schema; structural, so the web app needs no zod import of its own. */
export interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The first message a schema gives for `value`, or `null` when the value passes. */
export function schemaMessage(schema: ParsingSchema, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? validationTexts.invalidInput;
}

/**
 * An antd Form rule from a contract schema, so the form shows the spec's texts exactly as the
 * server would answer them ('Please input your E-mail!', 'Should accept agreement', …).
 */
export function schemaRule(schema: ParsingSchema) {
  return lazySchemaRule(async () => schema);
}

/**
 * `schemaRule` with the schema loaded at the first check (a dynamic import), for a form that shows
 * with its page but is seldom filled in: the page then loads no zod for it.
 */
export function lazySchemaRule(load: () => Promise<ParsingSchema>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = schemaMessage(await load(), value);
      if (message !== null) throw new Error(message);
    },
  };
}

/** 'Fields must match' unless the value equals the other field's. */
export function matchesRule(otherValue: () => unknown) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value !== otherValue()) throw new Error(validationTexts.fieldsMustMatch);
    },
  };
}

export interface ErrorDisplay<F extends string> {
  /** Field name → message, for the fields the server named. */
  fields: { name: F; errors: string[] }[];
  /** The message for the whole form; `null` when every message went to a field. */
  message: string | null;
}

/**
 * How to show a failed call on a form: the server's per-field messages on the fields this form
 * has, the rest as one message, as written (`errorMessage` is written for people).
 */
export function errorDisplay<F extends string>(error: unknown, formFields: readonly F[]): ErrorDisplay<F> {
  if (!isApiError(error)) return { fields: [], message: appTexts.somethingWentWrong };
  const isFormField = (field: string): field is F => (formFields as readonly string[]).includes(field);
  const fields: { name: F; errors: string[] }[] = [];
  for (const entry of error.body.errors ?? []) {
    if (isFormField(entry.field)) fields.push({ name: entry.field, errors: [entry.message] });
  }
  const unplaced = (error.body.errors ?? []).some((entry) => !isFormField(entry.field));
  const message = fields.length === 0 || unplaced ? error.message : null;
  return { fields, message };
}
