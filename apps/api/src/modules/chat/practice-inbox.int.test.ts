import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  dropWaitingChecksAfterAll,
  makeChecksDue,
  sendChat,
  sendText,
  unreadMailQueueOf,
} from "../../../test/chat";
import type { TestUser } from "../../../test/factories";
import { latestMailTo } from "../../../test/mailbox";
import { getAs, postQuery, startedJob } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { eventually, openSocket } from "../../../test/realtime";
import { createTestApp } from "../../../test/test-app";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date());
const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" }, { clock });
dropWaitingChecksAfterAll(() => app);
// injectWS, unlike inject, does not wait for the app to be ready.
await app.ready();

const assign = async (owner: TestUser, quoteId: number, userId: number) => {
  const response = await practiceCalls(app).post(owner, "AssignJobs", { quoteIds: [quoteId], userId });
  if (response.statusCode !== 200) throw new Error(`AssignJobs: ${response.body}`);
};
const messagesOf = (user: TestUser, connectionId: number) =>
  getAs<ChatMessage[]>(app, user, `Chat/GetChatMessages?connectionId=${connectionId}&from=0&to=20`);
const listOf = async (user: TestUser) =>
  (await getAs<ChatConnection[]>(app, user, "Chat/GetUserChatConnections")).body;
const open = (user: TestUser, userId: number) =>
  postQuery(app, user, "Chat/CreateChatConnection", { userId });
const sendChatAs = (user: TestUser, connectionId: number) =>
  sendChat(app, user, { connectionId: String(connectionId), message: "hello" });
const chatEventsOf = (received: unknown[], connectionId: number) =>
  received.filter((event) => (event as { connectionId?: number }).connectionId === connectionId);

/**
 * A solo professional's client talks with them; the professional makes a practice (the job becomes
 * its, worked by the owner) and takes two preparers who see only the jobs assigned to them.
 */
async function practiceConversation() {
  const { expert: owner, taxpayer, quoteId } = await startedJob(app);
  const opened = await open(taxpayer, owner.id);
  const connection = opened.json<ChatConnection>();
  await createPractice(app, owner);
  const preparer = await joinedMember(app, owner, "preparer");
  const other = await joinedMember(app, owner, "preparer");
  return { owner, taxpayer, quoteId, connection, preparer, other };
}

describe("a practice's shared inbox", () => {
  it("the taxpayer's message reaches the assigned preparer; the owner reads it; an unassigned preparer cannot", async () => {
    const { owner, taxpayer, quoteId, connection, preparer, other } = await practiceConversation();
    await assign(owner, quoteId, preparer.id);
    const preparerSocket = await openSocket(app, preparer);
    const otherSocket = await openSocket(app, other);

    const sent = await sendText(app, taxpayer, connection.id, "My W-2 is uploaded");
    await eventually(
      () => chatEventsOf(preparerSocket.received, connection.id).length === 1,
      "the assigned preparer hears of the message",
    );
    // The taxpayer's list names the member working the job; the row and its id are the same.
    expect(await listOf(taxpayer)).toEqual([
      expect.objectContaining({ id: connection.id, userId: preparer.id, unreadCount: 0 }),
    ]);

    for (const member of [preparer, owner]) {
      const read = await messagesOf(member, connection.id);
      expect(read.status).toBe(200);
      expect(read.body.map((message) => message.id)).toEqual([sent.id]);
      expect((await listOf(member)).map((item) => [item.id, item.userId])).toEqual([
        [connection.id, taxpayer.id],
      ]);
    }
    expect((await messagesOf(other, connection.id)).status).toBe(404);
    expect(await listOf(other)).toEqual([]);
    expect((await sendChatAs(other, connection.id)).statusCode).toBe(404);
    expect(chatEventsOf(otherSocket.received, connection.id)).toEqual([]);

    // Each member speaks as themselves, in the practice's conversation.
    const fromOwner = await sendText(app, owner, connection.id, "Welcome to the practice");
    const fromPreparer = await sendText(app, preparer, connection.id, "I will start tomorrow");
    const seen = (await messagesOf(taxpayer, connection.id)).body;
    expect(seen.map((message) => [message.id, message.createdBy])).toEqual([
      [fromPreparer.id, preparer.id],
      [fromOwner.id, owner.id],
      [sent.id, taxpayer.id],
    ]);
    // A member naming the client, or the client naming the member, opens that same conversation.
    expect((await open(preparer, taxpayer.id)).json<ChatConnection>().id).toBe(connection.id);
    expect((await open(taxpayer, preparer.id)).json<ChatConnection>()).toMatchObject({
      id: connection.id,
      userId: preparer.id,
    });
    expect((await open(other, taxpayer.id)).statusCode).toBe(404);
    for (const socket of [preparerSocket, otherSocket]) socket.socket.terminate();
  });

  it("after reassignment the new preparer reads it, and the old one loses it on their next call and socket", async () => {
    const { owner, taxpayer, quoteId, connection, preparer, other } = await practiceConversation();
    await assign(owner, quoteId, preparer.id);
    await sendText(app, taxpayer, connection.id, "First question");
    expect((await messagesOf(preparer, connection.id)).status).toBe(200);
    const oldSocket = await openSocket(app, preparer);
    const newSocket = await openSocket(app, other);

    await assign(owner, quoteId, other.id);
    expect((await messagesOf(preparer, connection.id)).status).toBe(404);
    expect(await listOf(preparer)).toEqual([]);
    expect((await sendChatAs(preparer, connection.id)).statusCode).toBe(404);
    expect((await open(preparer, taxpayer.id)).statusCode).toBe(404);
    expect((await messagesOf(other, connection.id)).body.map((message) => message.message)).toEqual([
      "First question",
    ]);

    const before = chatEventsOf(oldSocket.received, connection.id).length;
    await sendText(app, taxpayer, connection.id, "Second question");
    await eventually(
      () => chatEventsOf(newSocket.received, connection.id).length === 1,
      "the new preparer hears of the message",
    );
    // The old preparer's socket heard nothing of it: each message is told to whoever works the job now.
    expect(chatEventsOf(oldSocket.received, connection.id)).toHaveLength(before);

    // Left unread, the message is mailed to the member working the job, not the one moved off it.
    clock.advance(16 * 60_000);
    await makeChecksDue(app);
    await app.services.jobs.drain([unreadMailQueueOf(app)]);
    expect((await latestMailTo(app, other.email, "You have unread messages on Taxlane"))?.text).toContain(
      "/expert/messages",
    );
    expect(await latestMailTo(app, preparer.email, "You have unread messages on Taxlane")).toBeNull();
    for (const socket of [oldSocket, newSocket]) socket.socket.terminate();
  });
});
