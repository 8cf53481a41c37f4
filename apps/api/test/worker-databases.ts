/**
 * On PostgreSQL each integration worker has a database of its own, copied from the migrated one that
 * DATABASE_URL names: files in different workers then never see each other's people or passes, as on
 * PGlite, and the workers need not wait for each other's locks.
 */
export const integrationWorkers = 3;

export function workerDatabaseName(template: string, poolId: number): string {
  return `${template}_w${poolId}`;
}

/** Points DATABASE_URL at this worker's copy (a setup file: it runs in the worker before each file). */
export function useWorkerDatabase(): void {
  const url = process.env.DATABASE_URL;
  const poolId = Number(process.env.VITEST_POOL_ID);
  if (!url || !Number.isInteger(poolId) || poolId < 1) return;
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (/_w\d+$/.test(name)) return;
  parsed.pathname = `/${encodeURIComponent(workerDatabaseName(name, poolId))}`;
  process.env.DATABASE_URL = parsed.toString();
}
