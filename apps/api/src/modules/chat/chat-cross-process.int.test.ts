import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { HttpTransportType, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import type { ChatMessage } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { type ApiProcess, replicasForTests } from "../../../test/api-process";
import { dropWaitingChecksAfterAll, introducedPair } from "../../../test/chat";
import type { TestUser } from "../../../test/factories";
import { eventually, openSocket } from "../../../test/replica-socket";
import { createTestApp } from "../../../test/test-app";

const databaseUrl = process.env.DATABASE_URL;

async function hubClient(api: ApiProcess) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${api.address}/api/chat`, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const received: unknown[][] = [];
  connection.on("ReceiveMessage", (...args: unknown[]) => received.push(args));
  await connection.start();
  return { connection, received };
}

async function send(api: ApiProcess, user: TestUser, connectionId: number, message: string) {
  const form = new FormData();
  form.append("connectionId", String(connectionId));
  form.append("message", message);
  const response = await fetch(`${api.address}/api/Chat/SendMessage`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ChatMessage;
}

const jwtSecret = randomBytes(32).toString("base64");
const app = databaseUrl ? (await createTestApp({ JWT_SECRET: jwtSecret })).app : undefined;
dropWaitingChecksAfterAll(() => app);

describe.skipIf(!databaseUrl)("messages across API processes (PostgreSQL only: set DATABASE_URL)", () => {
  const replicas = replicasForTests({ databaseUrl: String(databaseUrl), jwtSecret });

  it("a message sent through one process reaches the other person's socket on the other, and catches up", async () => {
    if (!app) throw new Error("no test app");
    const { expert, taxpayer, connection } = await introducedPair(app);
    const onSecond = await openSocket(replicas.second, taxpayer);
    const sent = await send(replicas.first, expert, connection.id, "Your W-2 is in");
    await eventually(() => onSecond.received.length === 1, "the chat event on the other process");
    expect(onSecond.received).toEqual([
      { type: "chat", connectionId: connection.id, sequence: sent.sequence },
    ]);

    // The socket drops; two messages come meanwhile; the client asks for what came after its last.
    onSecond.socket.terminate();
    await send(replicas.first, expert, connection.id, "and the 1099");
    await send(replicas.second, expert, connection.id, "and the K-1");
    const response = await fetch(
      `${replicas.second.address}/api/Chat/GetChatMessages?connectionId=${connection.id}&afterSequence=${sent.sequence}`,
      { headers: { authorization: `Bearer ${taxpayer.token}` } },
    );
    const missed = (await response.json()) as ChatMessage[];
    expect(missed.map((message) => [message.sequence, message.message])).toEqual([
      [2, "and the 1099"],
      [3, "and the K-1"],
    ]);
  });

  it("hub clients of the same conversation on two processes hear each other", async () => {
    if (!app) throw new Error("no test app");
    // The hub joins only names a conversation goes by.
    const name = (await introducedPair(app)).connection.connectionName;
    const otherName = (await introducedPair(app)).connection.connectionName;
    const onFirst = await hubClient(replicas.first);
    const onSecond = await hubClient(replicas.second);
    const stranger = await hubClient(replicas.second);
    try {
      await onFirst.connection.invoke("CreateConnection", name);
      await onSecond.connection.invoke("CreateConnection", name);
      await stranger.connection.invoke("CreateConnection", otherName);
      await onFirst.connection.invoke("SendMessage", { connectionName: name, message: "hello" });
      await eventually(() => onSecond.received.length === 1, "ReceiveMessage on the other process");
      expect(onSecond.received).toEqual([[{ connectionName: name }]]);
      await delay(200);
      expect(onFirst.received).toEqual([]);
      expect(stranger.received).toEqual([]);
    } finally {
      await Promise.all([onFirst, onSecond, stranger].map(({ connection }) => connection.stop()));
    }
  });
});
