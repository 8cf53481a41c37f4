import { setTimeout as delay } from "node:timers/promises";
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createSignedInUser } from "../../../../test/factories";
import { createTestApp } from "../../../../test/test-app";
import { chatConnections } from "../../../db/schema";

const { app } = await createTestApp();
let address = "";
const opened: HubConnection[] = [];

beforeAll(async () => {
  address = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await Promise.all(opened.map((connection) => connection.stop()));
});

/** The existing client's hub connection, with every ReceiveMessage it gets. */
async function hubClient() {
  const connection = new HubConnectionBuilder()
    .withUrl(`${address}/api/chat`, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const received: unknown[][] = [];
  connection.on("ReceiveMessage", (...args: unknown[]) => received.push(args));
  await connection.start();
  opened.push(connection);
  return { connection, received };
}

/** A conversation named `name`, as the hub joins only names a conversation goes by. */
async function conversationNamed(name: string): Promise<string> {
  const taxpayer = await createSignedInUser(app, 1);
  const expert = await createSignedInUser(app, 2);
  await app.services.db.insert(chatConnections).values({
    taxpayerUserId: taxpayer.id,
    expertUserId: expert.id,
    connectionName: name,
    createdAt: new Date(),
  });
  return name;
}

async function eventually(done: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error(`not after 10 s: ${what}`);
    await delay(20);
  }
}

describe("the SignalR hub at /api/chat", () => {
  it("negotiates the WebSocket transport", async () => {
    const response = await app.inject({ method: "POST", url: "/api/chat/negotiate?negotiateVersion=1" });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: "WebSockets", transferFormats: ["Text"] }],
    });
    expect(body.connectionToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(body.connectionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it("tells the others under a name of a new message, with no content, and nobody under another name", async () => {
    const name = await conversationNamed("hub-test-a-0123456789abcdef0123");
    const sender = await hubClient();
    const other = await hubClient();
    const elsewhere = await hubClient();
    const otherName = await conversationNamed("hub-test-b-0123456789abcdef0123");
    await sender.connection.invoke("CreateConnection", name);
    await other.connection.invoke("CreateConnection", name);
    await elsewhere.connection.invoke("CreateConnection", otherName);

    await sender.connection.invoke("SendMessage", { connectionName: name, message: "my SSN is 123-45-6789" });
    await eventually(() => other.received.length === 1, "ReceiveMessage on the other client");
    expect(other.received).toEqual([[{ connectionName: name }]]);
    expect(JSON.stringify(other.received)).not.toContain("123-45-6789");

    // Signals go through the database in order: once a later one arrived, the first had its chance.
    await elsewhere.connection.invoke("SendMessage", { connectionName: otherName });
    await other.connection.invoke("SendMessage", { connectionName: name, message: "" });
    await eventually(() => sender.received.length === 1, "ReceiveMessage back on the sender");
    expect(elsewhere.received).toEqual([]);
    expect(other.received).toHaveLength(1);
  });

  it("lets no one signal a group they have not joined, and refuses unknown methods", async () => {
    const name = await conversationNamed("hub-test-c-0123456789abcdef0123");
    const member = await hubClient();
    const outsider = await hubClient();
    await member.connection.invoke("CreateConnection", name);
    await outsider.connection.invoke("SendMessage", { connectionName: name, message: "spoof" });
    await expect(outsider.connection.invoke("DeleteEverything")).rejects.toThrow(/Unknown hub method/);
    await expect(outsider.connection.invoke("CreateConnection", 42)).rejects.toThrow(/connectionName/);
    // A name no conversation goes by (made up, or retired when a member left a practice) is not joined.
    await expect(
      outsider.connection.invoke("CreateConnection", "hub-test-x-0123456789abcdef0123"),
    ).rejects.toThrow(/No conversation goes by this name/);
    await delay(200);
    expect(member.received).toEqual([]);
  });

  it("answers the handshake over a raw socket and closes on another protocol", async () => {
    const records = async (handshake: string) => {
      const socket = new WebSocket(`${address.replace(/^http/, "ws")}/api/chat?id=abc`);
      const got: string[] = [];
      const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
      socket.on("message", (data) => got.push(String(data)));
      await new Promise((resolve) => socket.once("open", resolve));
      socket.send(handshake);
      await delay(200);
      socket.close();
      return { got, code: await closed };
    };
    expect((await records('{"protocol":"json","version":1}\x1e')).got).toEqual(["{}\x1e"]);
    const refused = await records('{"protocol":"messagepack","version":1}\x1e');
    expect(refused.got[0]).toContain("error");
    expect(refused.code).toBe(1002);
  });

  it("lets one socket signal a burst of messages, then refuses the rest for a moment", async () => {
    const name = await conversationNamed("hub-test-d-0123456789abcdef0123");
    const sender = await hubClient();
    const other = await hubClient();
    await sender.connection.invoke("CreateConnection", name);
    await other.connection.invoke("CreateConnection", name);
    const outcomes: string[] = [];
    // 60 at once: only a machine taking 20 s over them would refill the budget (20, then 2 a second).
    for (let sent = 0; sent < 60; sent += 1) {
      outcomes.push(
        await sender.connection.invoke("SendMessage", { connectionName: name, message: "" }).then(
          () => "signalled",
          (error: Error) => error.message,
        ),
      );
    }
    const refused = outcomes.filter((outcome) => /Too many messages/.test(outcome));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(40);
    await eventually(() => other.received.length === 60 - refused.length, "the signals that were sent");
  });

  it("holds at most 50 hub sockets open for one client at once", async () => {
    const url = `${address.replace(/^http/, "ws")}/api/chat?id=many`;
    const open = async () => {
      const socket = new WebSocket(url);
      const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
      await new Promise((resolve) => socket.once("open", resolve));
      return { socket, closed };
    };
    const held = [];
    for (let count = 0; count < 50 - opened.length; count += 1) held.push(await open());
    const extra = await open();
    expect(await extra.closed).toBe(1008);
    held[0]?.socket.close();
    await held[0]?.closed;
    const again = await open();
    await delay(100);
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    for (const { socket } of [...held, again]) socket.close();
  });
});
