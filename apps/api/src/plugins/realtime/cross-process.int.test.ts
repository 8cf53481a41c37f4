import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { replicasForTests } from "../../../test/api-process";
import { createSignedInUser } from "../../../test/factories";
import { createExpert, individualAnswers, invitationKey } from "../../../test/marketplace";
import { eventually, openSocket } from "../../../test/replica-socket";
import { createTestApp } from "../../../test/test-app";
import { listenerName } from "./listener";

const databaseUrl = process.env.DATABASE_URL;

// The processes and this file's app sign sessions with one key, as replicas behind a balancer do.
const jwtSecret = randomBytes(32).toString("base64");
const app = databaseUrl ? (await createTestApp({ JWT_SECRET: jwtSecret })).app : undefined;

// Two API processes need one PostgreSQL server between them; PGlite lives inside a single process.
describe.skipIf(!databaseUrl)("realtime across API processes (PostgreSQL only: set DATABASE_URL)", () => {
  const replicas = replicasForTests({
    databaseUrl: String(databaseUrl),
    jwtSecret,
    environment: { TEST_CLOCK: "true" },
  });

  it("a socket held by one process hears of a change made through the other, once", async () => {
    if (!app) throw new Error("no test app");
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const bystander = await createSignedInUser(app, 1);
    const key = await invitationKey(app, expert);
    const onSecond = await openSocket(replicas.second, expert);
    const onFirst = await openSocket(replicas.first, expert);
    const fenceOnFirst = await openSocket(replicas.first, bystander);
    const fenceOnSecond = await openSocket(replicas.second, bystander);

    // The taxpayer's request through the first process routes it to the expert.
    const response = await fetch(
      `${replicas.first.address}/api/taxpayer/AddIndividualTaxpayerInitialQuestions`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${taxpayer.token}`, "content-type": "application/json" },
        body: JSON.stringify({ ...individualAnswers, invitationkey: key }),
      },
    );
    expect(response.status).toBe(200);
    await eventually(() => onSecond.received.length > 0, "the event on the other process's socket");
    expect(onSecond.received).toEqual([{ type: "notification" }]);

    // Every process hears NOTIFYs in commit order: once a later one reached both, the first is done.
    await app.services.realtime.publish(app.services.db, bystander.id, { type: "notification" });
    await eventually(
      () => fenceOnFirst.received.length === 1 && fenceOnSecond.received.length === 1,
      "the later event on both processes",
    );
    await delay(100);
    expect(onSecond.received).toEqual([{ type: "notification" }]);
    expect(onFirst.received).toEqual([{ type: "notification" }]);

    for (const { socket } of [onSecond, onFirst, fenceOnFirst, fenceOnSecond]) socket.terminate();
  });

  it("a process whose LISTEN connection dropped tells its sockets to refetch and hears later changes", async () => {
    if (!app) throw new Error("no test app");
    const expert = await createExpert(app);
    const taxpayer = await createSignedInUser(app, 1);
    const onSecond = await openSocket(replicas.second, expert);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [listenerName(Number(replicas.second.child.pid))],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Whatever was sent while it was away is lost: the socket is told to refetch.
    await eventually(() => onSecond.received.length === 1, "the refetch signal after the reconnect");

    const response = await fetch(
      `${replicas.first.address}/api/taxpayer/AddIndividualTaxpayerInitialQuestions`,
      {
        method: "POST",
        headers: { authorization: `Bearer ${taxpayer.token}`, "content-type": "application/json" },
        body: JSON.stringify({ ...individualAnswers, invitationkey: await invitationKey(app, expert) }),
      },
    );
    expect(response.status).toBe(200);
    await eventually(() => onSecond.received.length === 2, "the change made after the reconnect");
    expect(onSecond.received).toEqual([{ type: "notification" }, { type: "notification" }]);
    onSecond.socket.terminate();
  });

  it("suspending an account through one process closes its sockets on the other", async () => {
    if (!app) throw new Error("no test app");
    const taxpayer = await createSignedInUser(app, 1);
    const operator = await createSignedInUser(app, 3);
    const onSecond = await openSocket(replicas.second, taxpayer);
    const closed = new Promise<number>((resolve) => onSecond.socket.once("close", resolve));
    const response = await fetch(`${replicas.first.address}/api/Admin/SuspendAccount`, {
      method: "POST",
      headers: { authorization: `Bearer ${operator.token}`, "content-type": "application/json" },
      body: JSON.stringify({ userId: taxpayer.id, reason: "Sent spam to professionals." }),
    });
    expect(response.status).toBe(200);
    expect(await closed).toBe(4401);
  });

  // Last: it moves both processes' clocks an hour on.
  it("the test clock moved through one process stands at the same time on the other", async () => {
    const moveOn = async (address: string, hours: number) => {
      const response = await fetch(`${address}/api/test/clock`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ advanceHours: hours }),
      });
      expect(response.status).toBe(200);
      return Date.parse(((await response.json()) as { now: string }).now);
    };
    const movedAt = Date.now();
    await moveOn(replicas.first.address, 1);
    // The move answers once the other process confirmed it: its clock is an hour on at once.
    const onSecond = await moveOn(replicas.second.address, 0.001);
    expect(onSecond - movedAt).toBeGreaterThanOrEqual(3_600_000);
    expect(onSecond - Date.now()).toBeLessThan(2 * 3_600_000);
  });
});
