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
