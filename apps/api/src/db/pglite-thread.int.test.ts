import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inArrivalOrder } from "./arrival-order";
import { PgliteThread } from "./pglite-thread";

describe("PGlite in its own thread", () => {
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

describe("PGlite in its own thread, on disk", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "taxlane-pglite-thread-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

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
  });
});
