import { openDatabase } from "../src/db/client";

/** With DATABASE_URL the suite shares one PostgreSQL database: migrate it once before any test. */
export default async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ kind: "postgres", url });
  await handle.close();
}
