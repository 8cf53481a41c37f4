import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createSignedInUser, type TestUser } from "../../../test/factories";
import { eventually, openSocket as openSocketOf, until } from "../../../test/realtime";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp();
// injectWS, unlike inject, does not wait for the app to be ready.
await app.ready();
const { db, realtime } = app.services;
const openSocket = (user: TestUser) => openSocketOf(app, user);

/**
 * Notifications reach one listener in commit order: once a later event for `fence` has arrived,
 * anything earlier has been handed out too. The pause covers the sockets' own hop.
 */
async function settle(fence: { user: TestUser; received: unknown[] }): Promise<void> {
  const before = fence.received.length;
  await realtime.publish(db, fence.user.id, { type: "notification" });
  await until(fence.received, before + 1);
  await delay(50);
}

describe("realtime hub", () => {
  it("delivers an event once to each socket of its user, in the publishing process too", async () => {
    const [taxpayer, other] = [await createSignedInUser(app), await createSignedInUser(app)];
    const first = await openSocket(taxpayer);
    const second = await openSocket(taxpayer);
    const bystander = await openSocket(other);
    expect(realtime.connections(taxpayer.id)).toBe(2);

    await realtime.publish(db, taxpayer.id, { type: "notification" });
    await settle({ user: other, received: bystander.received });
    expect(first.received).toEqual([{ type: "notification" }]);
    expect(second.received).toEqual([{ type: "notification" }]);
    expect(bystander.received).toEqual([{ type: "notification" }]);

    first.socket.terminate();
    await eventually(() => realtime.connections(taxpayer.id) === 1, "the closed socket unsubscribed");
    second.socket.terminate();
    bystander.socket.terminate();
  });

  it("subscribes a socket once, to the first token it is sent, so closing it leaves nothing behind", async () => {
    const [first, second] = [await createSignedInUser(app), await createSignedInUser(app)];
    const socket = await app.injectWS("/api/ws");
    const ready = new Promise<void>((resolve) => socket.once("message", () => resolve()));
    socket.send(JSON.stringify({ token: first.token }));
    socket.send(JSON.stringify({ token: second.token }));
    await ready;
    await delay(50);
    expect([realtime.connections(first.id), realtime.connections(second.id)]).toEqual([1, 0]);
    socket.terminate();
    await eventually(
      () => realtime.connections(first.id) + realtime.connections(second.id) === 0,
      "the closed socket unsubscribed from everything",
    );
  });

  it("sends an event of a committed transaction on commit and never one that rolled back", async () => {
    const [taxpayer, other] = [await createSignedInUser(app), await createSignedInUser(app)];
    const watched = await openSocket(taxpayer);
    const fence = await openSocket(other);

    await expect(
      db.transaction(async (tx) => {
        await realtime.publish(tx, taxpayer.id, { type: "notification" });
        throw new Error("the change is refused");
      }),
    ).rejects.toThrow("the change is refused");
    await settle({ user: other, received: fence.received });
    expect(watched.received).toEqual([]);

    await db.transaction(async (tx) => {
      await realtime.publish(tx, taxpayer.id, { type: "notification" });
      // Still inside the transaction: nothing has left yet.
      await delay(50);
      expect(watched.received).toEqual([]);
    });
    await until(watched.received, 1);
    await settle({ user: other, received: fence.received });
    expect(watched.received).toEqual([{ type: "notification" }]);
    watched.socket.terminate();
    fence.socket.terminate();
  });

  it("closes a suspended account's sockets at once (4401), and a signed-out session's only", async () => {
    const [taxpayer, operator] = [await createSignedInUser(app), await createSignedInUser(app, 3)];
    const second = await createSignedInUser(app);
    const first = await openSocket(taxpayer);
    const closed = new Promise<number>((resolve) => first.socket.once("close", resolve));
    const other = await openSocket(second);
    let otherClosed = false;
    other.socket.once("close", () => {
      otherClosed = true;
    });

    const suspended = await app.inject({
      method: "POST",
      url: "/api/Admin/SuspendAccount",
      headers: { authorization: `Bearer ${operator.token}` },
      payload: { userId: taxpayer.id, reason: "Sent spam to professionals." },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await closed).toBe(4401);
    await eventually(() => realtime.connections(taxpayer.id) === 0, "the suspended account's sockets gone");
    // Another person's socket stays open and keeps hearing events.
    await settle({ user: second, received: other.received });
    expect(otherClosed).toBe(false);

    // Signing out ends that session's sockets only.
    const secondSession = await createSignedInUser(app);
    const kept = await openSocket(secondSession);
    const signedOut = await app.inject({
      method: "POST",
      url: "/api/identity/signOut",
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(signedOut.statusCode).toBe(200);
    await eventually(() => otherClosed, "the signed-out session's socket closed");
    await settle({ user: secondSession, received: kept.received });
    kept.socket.terminate();
  });
});
