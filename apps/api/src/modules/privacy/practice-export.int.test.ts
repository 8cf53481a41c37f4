import type { ChatConnection } from "@taxlane/contract";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sendText } from "../../../test/chat";
import { bearer, type TestUser } from "../../../test/factories";
import { postQuery, startedJob } from "../../../test/marketplace";
import { createPractice, joinedMember, practiceCalls } from "../../../test/practices";
import { createTestApp } from "../../../test/test-app";

const { app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: "100000" });

interface ExportedConversation {
  id: number;
  ownMessagesOnly: boolean;
  messages: { senderUserId: number; message: string }[];
}

async function exportedMessages(user: TestUser): Promise<ExportedConversation[]> {
  const response = await app.inject({
    method: "GET",
    url: "/api/User/DownloadMyData",
    headers: bearer(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  const entry = unzipSync(new Uint8Array(response.rawPayload))["messages.json"];
  if (!entry) throw new Error("messages.json is not in the archive");
  return JSON.parse(Buffer.from(entry).toString("utf8")) as ExportedConversation[];
}

describe("a practice member's data export", () => {
  it("holds the messages they wrote in the practice's conversations, and none of the client's", async () => {
    const { expert: owner, taxpayer, quoteId } = await startedJob(app);
    const connection = (
      await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: owner.id })
    ).json<ChatConnection>();
    await createPractice(app, owner);
    const preparer = await joinedMember(app, owner, "preparer");
    const assigned = await practiceCalls(app).post(owner, "AssignJobs", {
      quoteIds: [quoteId],
      userId: preparer.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    await sendText(app, taxpayer, connection.id, "My SSN is on the W-2 I uploaded");
    await sendText(app, preparer, connection.id, "Thanks, I have started on your return");
    await sendText(app, owner, connection.id, "Welcome to the practice");

    expect(await exportedMessages(preparer)).toEqual([
      {
        id: connection.id,
        taxpayerUserId: taxpayer.id,
        expertUserId: owner.id,
        createdAt: expect.any(String),
        ownMessagesOnly: true,
        messages: [
          expect.objectContaining({
            senderUserId: preparer.id,
            message: "Thanks, I have started on your return",
          }),
        ],
      },
    ]);
    // The professional of the row and the taxpayer keep the whole conversation, as before.
    for (const party of [owner, taxpayer]) {
      const [conversation] = await exportedMessages(party);
      expect(conversation?.ownMessagesOnly).toBe(false);
      expect(conversation?.messages).toHaveLength(3);
    }
    // A member who wrote nothing exports no conversation of the practice.
    const other = await joinedMember(app, owner, "assistant");
    expect(await exportedMessages(other)).toEqual([]);
  });
});
