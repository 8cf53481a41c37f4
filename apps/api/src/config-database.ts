import path from "node:path";
import { z } from "zod";
import type { DatabaseTarget } from "./db/client";
import { DEFAULT_STALL_SECONDS } from "./db/pglite-restarts";

/** Where the data lives: a PostgreSQL server, else the embedded PGlite database in the data folder. */
export const databaseEnvironmentShape = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * Connections each API process keeps to PostgreSQL (its queries and its job queue; LISTEN takes one
   * more). Processes times this must stay under the server's `max_connections`.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Seconds the embedded database's thread may answer nothing, with work in hand, before it is restarted; 0: never. */
  PGLITE_STALL_SECONDS: z.coerce.number().int().min(0).default(DEFAULT_STALL_SECONDS),
};

type DatabaseValues = {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  PGLITE_STALL_SECONDS: number;
};

/**
 * `dir`: `undefined` with PGlite in memory (tests); otherwise the PGlite folder. `stallSeconds`:
 * how long its thread may stay silent with work in hand (db/pglite-thread.ts; 0: no watchdog).
 */
export function databaseTarget(values: DatabaseValues, dataDir: string): DatabaseTarget {
  return values.DATABASE_URL
    ? { kind: "postgres", url: values.DATABASE_URL, poolSize: values.DATABASE_POOL_SIZE }
    : { kind: "pglite", dir: path.join(dataDir, "db"), stallSeconds: values.PGLITE_STALL_SECONDS };
}
