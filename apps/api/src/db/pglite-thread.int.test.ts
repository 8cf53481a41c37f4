import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { describeOnPglite } from "../../test/pglite-only";
import { createTestApp } from "../../test/test-app";
import { listenOnPglite } from "../plugins/realtime/pglite-listener";
import { inArrivalOrder } from "./arrival-order";
import { openDatabase } from "./client";
import { EmbeddedDatabaseUnavailableError } from "./pglite-restarts";
import { PgliteThread } from "./pglite-thread";

describeOnPglite("PGlite in its own thread", () => {
  let database: PgliteThread;
  beforeAll(async () => {
    database = await PgliteThread.start(undefined);
    await database.exec("create table items (id int primary key, name text not null)");
  });
  afterAll(() => database.close());

  it("answers rows, in array mode too, keeps as text the types a parser names, and takes parameter types", async () => {
    await database.query("insert into items values ($1, $2), ($3, $4)", [1, "one", 2, "two"]);
    const objects = await database.query<{ id: number; name: string }>(
      "select id, name from items where id <= 2 order by id",
    );
    expect(objects.rows).toEqual([
      { id: 1, name: "one" },
      { id: 2, name: "two" },
    ]);
    const arrays = await database.query(
      "select id, '2026-01-02 03:04:05+00'::timestamptz from items where id = 1",
      [],
      {
        rowMode: "array",
        parsers: { 1184: (value) => value },
      },
    );
    expect(arrays.rows).toEqual([[1, "2026-01-02 03:04:05+00"]]);
    // The parameters' types cross too: int4 here, where PostgreSQL would take text.
    const typed = await database.query("select $1 as value", ["7"], { paramTypes: [23] });
    expect(typed.rows).toEqual([{ value: 7 }]);
  });

  it("commits a transaction, and holds other statements until it ends", async () => {
    let outsideSaw: unknown[] = [];
    await database.transaction(async (tx) => {
      await tx.query("insert into items values (10, 'ten')");
      // Sent while the transaction is open: it runs after the commit, so it sees the row.
      const outside = database.query("select name from items where id = 10").then((result) => {
        outsideSaw = result.rows;
      });
      await tx.query("update items set name = 'TEN' where id = 10");
      void outside;
    });
    await database.query("select 1");
    expect(outsideSaw).toEqual([{ name: "TEN" }]);
  });

  it("rolls back a transaction whose work throws, and passes the error on", async () => {
    const failure = new Error("the service refused");
    await expect(
      database.transaction(async (tx) => {
        await tx.query("insert into items values (20, 'twenty')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await database.query("select * from items where id = 20")).rows).toEqual([]);
  });

  it("sends the waiting statements of the earliest request first, and one request's in the order sent", async () => {
    const finished: string[] = [];
    const run = (name: string, arrivedAt: number) =>
      new Promise<void>((resolve, reject) =>
        inArrivalOrder(arrivedAt, () => {
          database.query("select 1").then(() => {
            finished.push(name);
            resolve();
          }, reject);
        }),
      );
    // The first two go to the thread at once; the others wait for their answers.
    const sent = [run("first", 0), run("second", 0)];
    const waiting = [
      run("later request", 2000),
      run("earlier request, 1", 1000),
      run("earlier request, 2", 1000),
    ];
    await Promise.all([...sent, ...waiting]);
    expect(finished).toEqual([
      "first",
      "second",
      "earlier request, 1",
      "earlier request, 2",
      "later request",
    ]);
  });

  it("passes a database error on with PostgreSQL's fields", async () => {
    const error = await database
      .query("insert into items values (1, 'again')")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
  });

  it("delivers a NOTIFY sent in a transaction when it commits, before the commit returns, and none on rollback", async () => {
    const heard: string[] = [];
    const unlisten = await database.listen("thread_test", (payload) => heard.push(payload));
    await database.transaction(async (tx) => {
      await tx.query("select pg_notify('thread_test', 'kept')");
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(["kept"]);
    await database
      .transaction(async (tx) => {
        await tx.query("select pg_notify('thread_test', 'dropped')");
        throw new Error("undone");
      })
      .catch(() => undefined);
    await database.query("select pg_notify('thread_test', 'after')");
    expect(heard).toEqual(["kept", "after"]);
    await unlisten();
  });
});

describeOnPglite("PGlite in its own thread, on disk", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "taxlane-pglite-thread-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // Two starts on disk, each creating or opening a cluster: seconds alone, over 30 s on a loaded machine.
  it("keeps what was committed across a close and a new start, and refuses statements once closed", async () => {
    const first = await PgliteThread.start(path.join(dir, "db"));
    await first.exec("create table kept (note text)");
    await first.query("insert into kept values ($1)", ["still here"]);
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query("select 1")).rejects.toThrow("closed");

    const second = await PgliteThread.start(path.join(dir, "db"));
    expect((await second.query("select note from kept")).rows).toEqual([{ note: "still here" }]);
    await second.close();
  }, 120_000);
});

/** A promise and what settles it, for a step a test waits on. */
function signal(): { reached: Promise<void>; reach: () => void } {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

describeOnPglite("PGlite in its own thread, when the thread stops", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "taxlane-pglite-restart-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describe("on disk", () => {
    const reported: string[] = [];
    let database: PgliteThread;
    beforeAll(async () => {
      database = await PgliteThread.start(path.join(dir, "restarted"), {
        report: (line) => reported.push(line),
      });
      await database.exec("create table kept (note text)");
      await database.query("insert into kept values ($1)", ["committed before"]);
    });
    afterAll(() => database.close());

    it("fails the statement in flight at once, and answers the next one on a new thread over the same data", async () => {
      // Longer than the test may take: only the thread stopping ends it.
      const inFlight = database.query("select pg_sleep(600)");
      await database.terminateThreadForTests();
      const failure = await inFlight.catch((caught: unknown) => caught);
      expect(failure).toBeInstanceOf(EmbeddedDatabaseUnavailableError);
      expect(String(failure)).toContain("the embedded database's thread stopped");
      // Sent while the new thread starts: it waits for it instead of failing.
      const notes = await database.query("select note from kept order by note");
      expect(notes.rows).toEqual([{ note: "committed before" }]);
      expect(database.closed).toBe(false);
      expect(reported.at(-1)).toMatch(/thread stopped \(exit code 1\); starting it again/);
    });

    it("fails an open transaction at once, rolls it back, and refuses its later statements", async () => {
      const inserted = signal();
      let later: unknown;
      const transaction = database.transaction(async (tx) => {
        await tx.query("insert into kept values ($1)", ["never committed"]);
        inserted.reach();
        try {
          await tx.query("select pg_sleep(600)");
        } finally {
          later = await tx.query("select 1").catch((caught: unknown) => caught);
        }
      });
      await inserted.reached;
      await database.terminateThreadForTests();
      await expect(transaction).rejects.toThrow(/thread stopped .*open transactions were rolled back/);
      expect(later).toBeInstanceOf(EmbeddedDatabaseUnavailableError);
      const notes = await database.query("select note from kept order by note");
      expect(notes.rows).toEqual([{ note: "committed before" }]);
      // And transactions work on the new thread.
      await database.transaction(async (tx) => {
        await tx.query("insert into kept values ($1)", ["committed after"]);
      });
      expect((await database.query("select count(*)::int as n from kept")).rows).toEqual([{ n: 2 }]);
    });
  });

  describe("listening", () => {
    let listening: PgliteThread;
    beforeAll(async () => {
      listening = await PgliteThread.start(path.join(dir, "listening"), { report: () => undefined });
    });
    afterAll(() => listening.close());

    it("keeps a LISTEN made before the thread stopped, on the new thread, until it is ended", async () => {
      const heard: string[] = [];
      const unlisten = await listening.listen("restart_test", (payload) => heard.push(payload));
      await listening.query("select pg_notify('restart_test', 'before')");
      await listening.terminateThreadForTests();
      await listening.query("select pg_notify('restart_test', 'after')");
      expect(heard).toEqual(["before", "after"]);
      await unlisten();
      await listening.query("select pg_notify('restart_test', 'unheard')");
      expect(heard).toEqual(["before", "after"]);
    });

    it("tells the app's listeners that LISTEN resumed after a restart, so their caches start over", async () => {
      // A database of its own: three stops within a minute would end the restarts.
      const resuming = await PgliteThread.start(path.join(dir, "resuming"), { report: () => undefined });
      let resumed = 0;
      const heard: string[] = [];
      const listener = await listenOnPglite(resuming, "resume_test", {
        onMessage: (payload) => heard.push(payload),
        onResumed: () => {
          resumed += 1;
        },
      });
      await resuming.terminateThreadForTests();
      await resuming.query("select pg_notify('resume_test', 'after')");
      expect(resumed).toBe(1);
      expect(heard).toEqual(["after"]);
      await listener.close();
      await resuming.terminateThreadForTests();
      await resuming.query("select 1");
      expect(resumed).toBe(1);
      await resuming.close();
    });
  });

  it("fails every statement for good when the database was in memory, and says so once", async () => {
    const reported: string[] = [];
    const database = await PgliteThread.start(undefined, { report: (line) => reported.push(line) });
    const inFlight = database.query("select pg_sleep(600)");
    await database.terminateThreadForTests();
    await expect(inFlight).rejects.toThrow("the embedded database's thread stopped");
    await expect(database.query("select 1")).rejects.toThrow(/in memory: its data is gone/);
    expect(database.closed).toBe(true);
    expect(reported).toEqual([expect.stringContaining("in memory and cannot be recovered")]);
    await database.close();
  });

  describe("again and again", async () => {
    const downDir = await mkdtemp(path.join(tmpdir(), "taxlane-pglite-down-"));
    const handle = await openDatabase({ kind: "pglite", dir: path.join(downDir, "db") });
    const { app } = await createTestApp({}, { database: handle });
    afterAll(async () => {
      await handle.close();
      await rm(downDir, { recursive: true, force: true });
    });

    it("stops restarting it, logs one line without values, fails statements, and the health check reports the database down", async () => {
      const thread = handle.listenSource.kind === "pglite" ? handle.listenSource.client : undefined;
      if (!(thread instanceof PgliteThread)) throw new Error("the embedded database runs in its thread");
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
        // The app's own work (its job queue) keeps statements in flight and waiting meanwhile.
        for (const stop of [1, 2]) {
          await thread.terminateThreadForTests();
          expect((await handle.executeSql("select 1 as up")).rows, `after stop ${stop}`).toEqual([{ up: 1 }]);
        }
        // In flight, or waiting behind the queue's: either way it fails when the thread stops a third time.
        const secret = "a value that must not be logged";
        const inHand = handle.executeSql("select pg_sleep(600), $1::text", [secret]);
        await thread.terminateThreadForTests();
        await expect(inHand).rejects.toThrow("the embedded database's thread stopped");
        await expect(handle.executeSql("select 1")).rejects.toThrow(
          /3 times within a minute and is no longer restarted/,
        );
        expect(thread.closed).toBe(true);
        const lines = logged.mock.calls.map((call) => call.join(" "));
        expect(lines.filter((line) => line.includes("no longer restarted"))).toHaveLength(1);
        expect(lines.join("\n")).not.toContain(secret);

        const health = await app.inject({ method: "GET", url: "/api/health" });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ code: "UNAVAILABLE" });
      } finally {
        logged.mockRestore();
      }
    }, 40_000);
  });
});

describeOnPglite("PGlite in its own thread, when the thread hangs", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "taxlane-pglite-hang-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("ends a thread that answers nothing with work in hand, fails that work, and goes on over the same data, within the restart budget", async () => {
    const reported: string[] = [];
    // A short limit is the test's configuration; nothing here waits on a clock of its own.
    const database = await PgliteThread.start(path.join(dir, "hung"), {
      report: (line) => reported.push(line),
      stallSeconds: 1,
    });
    try {
      let restarted = 0;
      database.onRestarted(() => {
        restarted += 1;
      });
      await database.exec("create table kept (note text)");
      await database.query("insert into kept values ($1)", ["committed before"]);

      const hung = database.hangThreadForTests();
      const inFlight = database.query("select note from kept");
      const failure = await inFlight.catch((caught: unknown) => caught);
      expect(failure).toBeInstanceOf(EmbeddedDatabaseUnavailableError);
      expect(String(failure)).toContain("the embedded database's thread stopped (hung: no answer for 1 s");
      await expect(hung).rejects.toBe(failure);
      // The old thread spins for ever: only a new one can answer, over the same folder.
      expect((await database.query("select note from kept")).rows).toEqual([{ note: "committed before" }]);
      expect(restarted).toBe(1);
      expect(reported).toEqual([
        expect.stringMatching(/thread stopped \(hung: no answer for 1 s, ended\); starting it again/),
      ]);

      // The hang counted as a stop: one crash and one more hang within the minute end the restarts.
      await database.terminateThreadForTests();
      await database.query("select 1");
      await expect(database.hangThreadForTests()).rejects.toThrow("hung: no answer for 1 s");
      await expect(database.query("select 1")).rejects.toThrow(
        /3 times within a minute and is no longer restarted/,
      );
      expect(database.closed).toBe(true);
      expect(restarted).toBe(2);
      expect(reported.at(-1)).toMatch(/3 times within a minute \(last: hung: no answer for 1 s, ended\)/);
    } finally {
      await database.close();
    }
  }, 40_000);

  it("leaves a thread that keeps answering, though its work in hand lasts longer than the limit", async () => {
    const reported: string[] = [];
    const database = await PgliteThread.start(undefined, {
      report: (line) => reported.push(line),
      stallSeconds: 2,
    });
    try {
      // Each statement takes a quarter of the limit; together, with some always in hand, 1.5 times it.
      const sleeps = Array.from({ length: 6 }, () => database.query("select pg_sleep(0.5)"));
      await Promise.all(sleeps);
      expect(reported).toEqual([]);
      expect(database.closed).toBe(false);
    } finally {
      await database.close();
    }
  });
});
