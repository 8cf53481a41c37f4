import { z } from "zod";

/** The response schema of calls whose answer is only "it worked". */
export const done = z.object({});

/** Waits for the work and answers `{}`. */
export async function completed(work: Promise<unknown>): Promise<Record<string, never>> {
  await work;
  return {};
}

/** What the OpenAPI document says of a multipart call (its fields are read and checked by the service). */
export const multipartBody = { consumes: ["multipart/form-data"] } as const;
