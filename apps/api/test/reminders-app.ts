import { eq } from "drizzle-orm";
import { reminders } from "../src/db/schema";
import { fixedClock } from "../src/lib/clock";
import { bearer, type TestUser } from "./factories";
import { rawMailsTo } from "./mailbox";
import { createTestApp, ownDatabase } from "./test-app";

/**
 * A test app of the reminder tests on its own database and a clock they move, a second API process on
 * the same database, and the reads and passes of the engine they make. Each test file builds its own.
 */
export async function remindersTestApp() {
  const dayMs = 24 * 60 * 60 * 1000;
  const clock = fixedClock(new Date("2026-11-24T15:00:00Z"));
  const database = await ownDatabase();
  const { app, dataDir } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
  // A second API process on the same database, with its own data folder and mail queue.
  const { app: second } = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "1000" }, { clock, database });
  const { db } = app.services;

  /** The reminder mails a person got, raw (headers included), oldest first. */
  async function mailsTo(user: TestUser): Promise<string[]> {
    const mails = await rawMailsTo([app, second], dataDir, user.email);
    return mails.filter((text) => /Subject: .*[Rr]eminder/.test(text));
  }

  const remindersOf = (quoteId: number) => db.select().from(reminders).where(eq(reminders.quoteId, quoteId));
  /** How many reminders of a job went out so far. */
  const sentOf = async (quoteId: number) =>
    (await remindersOf(quoteId)).reduce((sum, row) => sum + row.sentCount, 0);
  /** One pass of the engine; answers how many of the job's reminders it sent. */
  async function pass(quoteId: number, engines = [app]) {
    const before = await sentOf(quoteId);
    await Promise.all(engines.map((each) => each.services.reminders.engine.runDue()));
    return (await sentOf(quoteId)) - before;
  }
  // Each group starts at the same instant: sessions (7 days) stay open through its steps.
  const start = clock.now();
  const post = (user: TestUser, url: string, payload: object) =>
    app.inject({ method: "POST", url: `/api/${url}`, headers: bearer(user), payload });
  return {
    dayMs,
    clock,
    database,
    app,
    dataDir,
    second,
    db,
    mailsTo,
    remindersOf,
    sentOf,
    pass,
    start,
    post,
  };
}
