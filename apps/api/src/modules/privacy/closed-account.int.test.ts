import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dropWaitingChecksAfterAll, introducedPair, sendChat, sendText } from "../../../test/chat";
import { closeAccount, givePassword } from "../../../test/closing";
import type { TestUser } from "../../../test/factories";
import { getAs, startedJob, uploadTaxReturn } from "../../../test/marketplace";
import { saveAnswers, w2LeftForLater } from "../../../test/organizer";
import { createTestApp, ownDatabase } from "../../../test/test-app";
import { smallPdf } from "../../../test/uploads";
import {
  chatConnections,
  chatMessageFiles,
  chatMessages,
  notifications,
  reminders,
  storedFiles,
  users,
} from "../../db/schema";
import { fixedClock } from "../../lib/clock";

const clock = fixedClock(new Date("2026-11-26T12:00:00Z"));
const { app } = await createTestApp(
  { AUTH_RATE_LIMIT_PER_MINUTE: "1000" },
  { clock, database: await ownDatabase() },
);
dropWaitingChecksAfterAll(() => app);
const { db } = app.services;
const dayMs = 24 * 60 * 60 * 1000;

/** Closes a person's account as they would: their password on POST /User/CloseAccount. */
async function closeAccountOf(user: TestUser): Promise<void> {
  await givePassword(app, user);
  const closed = await closeAccount(app, user);
  expect(closed.statusCode, closed.body).toBe(200);
}

const messagesOf = (connectionId: number) =>
  db.select().from(chatMessages).where(eq(chatMessages.connectionId, connectionId));

describe("a conversation with someone who closed their account", () => {
  it("refuses a new message with a 409 in plain words, stores nothing, and says so in the list", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    await sendText(app, taxpayer, connection.id, "Here are my questions.");
    await closeAccountOf(taxpayer);
    const filesBefore = await db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, expert.id));

    const refused = await sendChat(
      app,
      expert,
      {
        connectionId: String(connection.id),
        message: "Are you still there?",
        clientMessageId: "late-message-1",
      },
      [[smallPdf(), "engagement.pdf"]],
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(
      "This person closed their Taxlane account; they cannot receive messages.",
    );
    expect(await messagesOf(connection.id)).toHaveLength(1);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.ownerUserId, expert.id))).toEqual(
      filesBefore,
    );

    // The kept conversation stays readable, marked as closed on the other side.
    const list = await getAs<ChatConnection[]>(app, expert, "Chat/GetUserChatConnections");
    expect(list.body.find((item) => item.id === connection.id)).toMatchObject({ otherAccountClosed: true });
    const read = await getAs<unknown[]>(app, expert, `Chat/GetChatMessages?connectionId=${connection.id}`);
    expect(read.body).toHaveLength(1);
  });

  it("an open account's conversation is not marked closed", async () => {
    const { expert, connection } = await introducedPair(app);
    const list = await getAs<ChatConnection[]>(app, expert, "Chat/GetUserChatConnections");
    expect(list.body.find((item) => item.id === connection.id)).toMatchObject({ otherAccountClosed: false });
  });
});

describe("nothing new reaches a closed account", () => {
  it("no notification nor mail when the professional finishes the kept job", async () => {
    const { expert, taxpayer, quoteId } = await startedJob(app);
    await closeAccountOf(taxpayer);
    const uploaded = await uploadTaxReturn(app, expert, quoteId);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await db.select().from(notifications).where(eq(notifications.userId, taxpayer.id))).toEqual([]);
  });

  it("the reminders engine makes no reminder for a closed account's answer left for later", async () => {
    const start = clock.now();
    try {
      const { taxpayer, quoteId } = await startedJob(app);
      const marked = await saveAnswers(app, taxpayer, [w2LeftForLater(quoteId)]);
      expect(marked.statusCode, marked.body).toBe(200);
      await closeAccountOf(taxpayer);
      clock.advance(4 * dayMs);
      await app.services.reminders.engine.runDue();
      expect(await db.select().from(reminders).where(eq(reminders.recipientUserId, taxpayer.id))).toEqual([]);
    } finally {
      clock.set(start);
    }
  });
});

describe("the disposal of a closed account's conversations", () => {
  it("keeps the files both people sent for seven years, then removes them with the conversation", async () => {
    const start = clock.now();
    try {
      const { expert, taxpayer, connection } = await introducedPair(app);
      const send = async (user: TestUser, name: string) => {
        const sent = await sendChat(app, user, { connectionId: String(connection.id), message: name }, [
          [smallPdf(), name],
        ]);
        expect(sent.statusCode, sent.body).toBe(200);
        return sent.json<ChatMessage>().files.map((file) => file.id);
      };
      const fileIds = [...(await send(expert, "engagement.pdf")), ...(await send(taxpayer, "w2.pdf"))];
      await closeAccountOf(taxpayer);

      // A day before the seven years end, both files stay with the conversation.
      clock.set(new Date("2033-11-25T12:00:00Z"));
      await app.services.privacy.disposal.runDue();
      for (const id of fileIds) expect(await app.services.files.find(id)).not.toBeNull();

      clock.set(new Date("2033-11-26T12:00:00Z"));
      await app.services.privacy.disposal.runDue();
      expect(await db.select().from(chatConnections).where(eq(chatConnections.id, connection.id))).toEqual(
        [],
      );
      for (const id of fileIds) {
        expect(await app.services.files.find(id)).toBeNull();
        expect(await db.select().from(chatMessageFiles).where(eq(chatMessageFiles.fileId, id))).toEqual([]);
      }
      // The professional's account stays.
      expect(await db.select().from(users).where(eq(users.id, expert.id))).toHaveLength(1);
    } finally {
      clock.set(start);
    }
  });
});
