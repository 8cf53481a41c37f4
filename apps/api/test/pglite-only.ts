import { describe } from "vitest";

/**
 * A suite about the embedded database itself (its thread, its server process, a seeder that opens a
 * PGlite of its own): it never touches the PostgreSQL server, so the PostgreSQL pass, which runs the
 * integration suite again with DATABASE_URL set, skips it instead of running the same PGlite twice.
 */
export const describeOnPglite: ReturnType<typeof describe.skipIf> = describe.skipIf(
  Boolean(process.env.DATABASE_URL),
);
