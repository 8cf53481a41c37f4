import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startedJob } from "../../../test/marketplace";
import { saveAnswers } from "../../../test/organizer";
import { createTestApp } from "../../../test/test-app";

const onPostgres = Boolean(process.env.DATABASE_URL);

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A raw query's rows (both drivers answer with its rows under `rows`). */
async function rowsOf<T>(app: App, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The write-ahead log PostgreSQL wrote while `write` ran, as bytes (the segments it touched). */
async function walDuring(app: App, write: () => Promise<void>): Promise<Buffer> {
  const current = async () =>
    (await rowsOf<{ name: string }>(app, sql`select pg_walfile_name(pg_current_wal_lsn()) as name`))[0]
      ?.name ?? "";
  const first = await current();
  await write();
  const last = await current();
  const parts: Buffer[] = [];
  for (const name of first === last ? [first] : [first, last]) {
    const [row] = await rowsOf<{ bytes: Uint8Array }>(
      app,
      sql`select pg_read_binary_file(${`pg_wal/${name}`}) as bytes`,
    );
    parts.push(Buffer.from(row?.bytes ?? new Uint8Array()));
  }
  return Buffer.concat(parts);
}

describe.skipIf(!onPostgres)("sensitive organizer answers in PostgreSQL's write-ahead log", async () => {
  const { app } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" });
  const { taxpayer, quoteId } = await startedJob(app);

  it("are never there in plaintext, while ordinary answers are", async () => {
    const ssn = `${randomInt(100, 599)}-${randomInt(10, 99)}-${randomInt(1000, 9999)}`;
    const account = String(randomInt(10 ** 11, 10 ** 12 - 1));
    const control = `Walcontrol${randomInt(10 ** 9, 10 ** 10 - 1)}`;
    const wal = await walDuring(app, async () => {
      const saved = await saveAnswers(app, taxpayer, [
        { quoteId, question: "taxPayerSocialSecurityNo", categoryId: 26, answerTypeId: 2, answer: ssn },
        { quoteId, question: "accountNumber", categoryId: 36, answerTypeId: 2, answer: account },
        { quoteId, question: "taxPayerOccupation", categoryId: 26, answerTypeId: 2, answer: control },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
    });
    const text = wal.toString("latin1");
    expect(text).toContain(control);
    expect(text).not.toContain(ssn);
    expect(text).not.toContain(account);
  });
});
