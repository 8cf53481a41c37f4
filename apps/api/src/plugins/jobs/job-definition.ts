import type { z } from "zod";

/**
 * One kind of job: its queue's name, the schema of what a job carries, and what is done with it.
 * The queue checks a payload against the schema when it is sent (a wrong one fails the change that
 * sends it, not a worker later) and again when it is worked (a job queued by an older version).
 */
export interface JobDefinition<Data extends object> {
  readonly name: string;
  readonly schema: z.ZodType<Data>;
  readonly handler: (data: Data) => Promise<void>;
}

/** A job definition, its payload type read from its schema. */
export function defineJob<Data extends object>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}
