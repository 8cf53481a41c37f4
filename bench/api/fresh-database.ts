import pg from "pg";

/**
 * A new, empty database named `name` on the server `serverUrl` points at (dropped first if a
 * previous run left it): every run seeds the same world, not one on top of the last run's.
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What autovacuum would have done to a database that grew to this size over time: statistics for
 * the planner, and visibility maps so index-only scans skip the table. A benchmark run right after
 * a bulk seed would otherwise measure a state no running database stays in.
 */
export async function settleDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum (analyze)");
  } finally {
    await client.end();
  }
}
