import { z } from "zod";

/** The body of every failed call. `errorMessage` is shown to people as it is. */
export const errorBodySchema = z.object({
  errorMessage: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = NonNullable<ErrorBody["errors"]>[number];
