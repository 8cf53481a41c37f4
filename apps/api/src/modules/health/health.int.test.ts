import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app";
import { openDatabase } from "../../db/client";
import { PgliteThread } from "../../db/pglite-thread";

describe("the health check, when the database answers nothing", async () => {
  // An embedded database of its own, its watchdog off: only the ping's own time limit can answer.
  const handle = await openDatabase({ kind: "pglite", dir: undefined, stallSeconds: 0 });
  const { app } = await createTestApp({}, { database: handle });
  afterAll(() => handle.close());

  it("answers 503 after its time limit, as for a database that is down", async () => {
    const thread = handle.listenSource.kind === "pglite" ? handle.listenSource.client : undefined;
    if (!(thread instanceof PgliteThread)) throw new Error("the embedded database runs in its thread");
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    const hung = thread.hangThreadForTests().catch(() => undefined);
    const unanswered = await app.inject({ method: "GET", url: "/api/health" });
    // Ended, an in-memory database stays down: the health check's answer for a database that is down.
    await thread.terminateThreadForTests();
    await hung;
    const down = await app.inject({ method: "GET", url: "/api/health" });

    expect(down.statusCode).toBe(503);
    expect(unanswered.statusCode).toBe(503);
    expect(unanswered.json()).toEqual(down.json());
    expect(unanswered.json()).toMatchObject({ code: "UNAVAILABLE" });
  });
});
