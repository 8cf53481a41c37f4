import { setTimeout as delay } from "node:timers/promises";
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from "@microsoft/signalr";
import type { ChatConnection } from "@taxlane/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropWaitingChecksAfterAll } from "../../../../test/chat";
import type { TestUser } from "../../../../test/factories";
import { getAs, postQuery, startedJob } from "../../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls } from "../../../../test/practices";
import { eventually } from "../../../../test/realtime";
import { createTestApp } from "../../../../test/test-app";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });
dropWaitingChecksAfterAll(() => app);
let address = "";
const opened: HubConnection[] = [];

beforeAll(async () => {
  address = await app.listen({ host: "127.0.0.1", port: 0 });
});
afterAll(async () => {
  await Promise.all(opened.map((connection) => connection.stop()));
});

/** The existing client's hub connection (no token, as it sends none), joined under `name`. */
async function hubClient(name: string) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${address}/api/chat`, { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  const received: unknown[][] = [];
  connection.on("ReceiveMessage", (...args: unknown[]) => received.push(args));
  await connection.start();
  opened.push(connection);
  const joined = await connection.invoke("CreateConnection", name).then(
    () => true,
    () => false,
  );
  return { connection, received, joined };
}

const nameIn = async (user: TestUser) =>
  (await getAs<ChatConnection[]>(app, user, "Chat/GetUserChatConnections")).body[0]?.connectionName ?? "";

describe("a member removed from a practice, on the existing client's hub", () => {
  it("is cut off from the practice's conversations at once; the others join again under the new name", async () => {
    const { expert: owner, taxpayer, quoteId } = await startedJob(app);
    const opening = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: owner.id });
    const { connectionName: name } = opening.json<ChatConnection>();
    await createPractice(app, owner);
    const preparer = await joinedMember(app, owner, "preparer");
    const { post } = practiceCalls(app);
    expect((await post(owner, "AssignJobs", { quoteIds: [quoteId], userId: preparer.id })).statusCode).toBe(
      200,
    );

    const taxpayerHub = await hubClient(name);
    const preparerHub = await hubClient(name);
    await taxpayerHub.connection.invoke("SendMessage", { connectionName: name, message: "" });
    await eventually(() => preparerHub.received.length === 1, "the preparer hears of the message");

    expect((await post(owner, "RemoveMember", { userId: preparer.id })).statusCode).toBe(200);
    // Every socket under the conversation's old name is closed, the removed member's among them.
    await eventually(
      () => preparerHub.connection.state === HubConnectionState.Disconnected,
      "the removed member's hub connection closes",
    );
    await eventually(
      () => taxpayerHub.connection.state === HubConnectionState.Disconnected,
      "the others' hub connections close, to join again",
    );
    // The old name is no conversation's any more: the former member cannot join under it again.
    const formerAgain = await hubClient(name);
    expect(formerAgain.joined).toBe(false);
    expect((await getAs<ChatConnection[]>(app, preparer, "Chat/GetUserChatConnections")).body).toEqual([]);

    // The taxpayer and the owner read the new name in their lists and hear each other under it.
    const renamed = await nameIn(taxpayer);
    expect(renamed).not.toBe(name);
    expect(await nameIn(owner)).toBe(renamed);
    const taxpayerAgain = await hubClient(renamed);
    const ownerHub = await hubClient(renamed);
    expect([taxpayerAgain.joined, ownerHub.joined]).toEqual([true, true]);
    await taxpayerAgain.connection.invoke("SendMessage", { connectionName: renamed, message: "" });
    await eventually(() => ownerHub.received.length === 1, "the owner hears of the message");
    await formerAgain.connection.invoke("SendMessage", { connectionName: name, message: "" });
    await delay(200);
    expect(formerAgain.received).toEqual([]);
    expect(ownerHub.received).toHaveLength(1);
    expect(preparerHub.received).toHaveLength(1);
  });
});
