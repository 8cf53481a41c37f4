import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { listenOnPostgres } from "./postgres-listener";

const url = process.env.DATABASE_URL;

/** Resolves once `done` holds, checking every 20 ms for up to 15 s. */
async function eventually(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 15_000) throw new Error(`not after 15 s: ${what}`);
    await delay(20);
  }
}

describe.skipIf(!url)("LISTEN on PostgreSQL (runs only with DATABASE_URL)", () => {
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  afterAll(() => admin.end());

  it("opens its connection again when it drops, says so, and hears what is sent afterwards", async () => {
    const tag = randomUUID().replaceAll("-", "").slice(0, 16);
    const channel = `test_listen_${tag}`;
    const applicationName = `taxlane-listen-test-${tag}`;
    const heard: string[] = [];
    let resumed = 0;
    const listener = await listenOnPostgres({
      url: String(url),
      channel,
      applicationName,
      handlers: { onMessage: (payload) => heard.push(payload), onResumed: () => (resumed += 1) },
      log: pino({ level: "silent" }),
      retryDelayMs: () => 50,
    });
    try {
      await admin.query("select pg_notify($1, 'before')", [channel]);
      await eventually(() => heard.length === 1, "the first message");

      // What a server restart or a dropped route does to the connection.
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [applicationName],
      );
      expect(killed.rowCount).toBe(1);
      await eventually(() => resumed === 1, "the connection is back");

      await admin.query("select pg_notify($1, 'after')", [channel]);
      await eventually(() => heard.length === 2, "the message sent after the reconnect");
      expect(heard).toEqual(["before", "after"]);
    } finally {
      await listener.close();
    }
    // Closed for good: no connection is left and none is opened again.
    await delay(200);
    const left = await admin.query("select 1 from pg_stat_activity where application_name = $1", [
      applicationName,
    ]);
    expect(left.rowCount).toBe(0);
    expect(resumed).toBe(1);
  });
});
