import type { ChatConnection, ChatMessage } from "@taxlane/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dropWaitingChecksAfterAll, introducedPair, sendChat, sendText } from "../../../test/chat";
import { bearer, createSignedInUser } from "../../../test/factories";
import { createExpert, getAs, postQuery, startedJob } from "../../../test/marketplace";
import { createTestApp } from "../../../test/test-app";
import { photoPng, smallPdf } from "../../../test/uploads";
import { users } from "../../db/schema";
import { chatRecords } from "./chat-records";

const { app } = await createTestApp();
dropWaitingChecksAfterAll(() => app);

describe("conversations", () => {
  it("a taxpayer opens one with the professional introduced to their request; the pair keeps that one", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    expect(connection).toMatchObject({
      userId: expert.id,
      firstName: "Test",
      lastName: "Person",
      messagesCount: 0,
      hasUnReadMessage: false,
      lastMessageDate: null,
      unreadCount: 0,
      lastSequence: 0,
    });
    // 192 random bits, url-safe: the hub's only guard.
    expect(connection.connectionName).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await postQuery(app, taxpayer, "Chat/CreateChatConnection", { userId: expert.id });
    expect(again.json<ChatConnection>().id).toBe(connection.id);
    const fromExpert = await postQuery(app, expert, "Chat/CreateChatConnection", { userId: taxpayer.id });
    expect(fromExpert.statusCode).toBe(200);
    expect(fromExpert.json<ChatConnection>()).toMatchObject({ id: connection.id, userId: taxpayer.id });
    const list = await getAs<ChatConnection[]>(app, expert, "Chat/GetUserChatConnections");
    expect(list.body.map((item) => item.id)).toEqual([connection.id]);
  });

  it("a professional working on the taxpayer's job may open one too; opening at once makes one", async () => {
    const { expert, taxpayer } = await startedJob(app);
    const opened = await Promise.all(
      [0, 1, 2].map(() => postQuery(app, expert, "Chat/CreateChatConnection", { userId: taxpayer.id })),
    );
    expect(opened.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(opened.map((response) => response.json<ChatConnection>().id)).size).toBe(1);
  });

  it("strangers, same-role pairs, oneself and missing people are not found", async () => {
    const { expert, taxpayer } = await introducedPair(app);
    const otherTaxpayer = await createSignedInUser(app, 1);
    const otherExpert = await createExpert(app);
    const attempts = [
      [otherTaxpayer, expert.id],
      [otherExpert, taxpayer.id],
      [taxpayer, otherExpert.id],
      [expert, otherTaxpayer.id],
      [taxpayer, otherTaxpayer.id],
      [expert, otherExpert.id],
      [taxpayer, taxpayer.id],
      [taxpayer, 2_000_000_000],
    ] as const;
    for (const [user, userId] of attempts) {
      const response = await postQuery(app, user, "Chat/CreateChatConnection", { userId });
      expect(response.statusCode, `${user.id} → ${userId}`).toBe(404);
    }
    const unauthenticated = await app.inject({
      method: "POST",
      url: `/api/Chat/CreateChatConnection?userId=${expert.id}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});

describe("messages", () => {
  it("are numbered, listed newest first by from/to, and caught up after a number oldest first", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const sent: ChatMessage[] = [];
    for (let index = 1; index <= 5; index += 1) {
      sent.push(await sendText(app, index % 2 ? taxpayer : expert, connection.id, `message ${index}`));
    }
    expect(sent.map((message) => message.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(sent[0]).toMatchObject({
      message: "message 1",
      createdBy: taxpayer.id,
      userChatConnectionId: connection.id,
      files: [],
      clientMessageId: null,
    });
    const page = await getAs<ChatMessage[]>(
      app,
      expert,
      `Chat/GetChatMessages?connectionId=${connection.id}&from=1&to=3`,
    );
    expect(page.body.map((message) => message.message)).toEqual(["message 4", "message 3"]);
    // A client back from a dropped socket asks for what came after the last number it holds.
    const caughtUp = await getAs<ChatMessage[]>(
      app,
      taxpayer,
      `Chat/GetChatMessages?connectionId=${connection.id}&afterSequence=3`,
    );
    expect(caughtUp.body.map((message) => message.sequence)).toEqual([4, 5]);
    const list = await getAs<ChatConnection[]>(app, taxpayer, "Chat/GetUserChatConnections");
    expect(list.body[0]).toMatchObject({ id: connection.id, messagesCount: 5, lastSequence: 5 });
    expect(list.body[0]?.lastMessageDate).toBe(sent[4]?.createdDate);
  });

  it("carry files both people may download, and no one else", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const png = await photoPng(64);
    const response = await sendChat(app, taxpayer, { connectionId: String(connection.id) }, [
      [smallPdf(), "w2.pdf"],
      [png, "receipt.png"],
    ]);
    expect(response.statusCode).toBe(200);
    const message = response.json<ChatMessage>();
    expect(message.message).toBeNull();
    expect(message.files.map((file) => [file.name, file.contentType])).toEqual([
      ["w2.pdf", "application/pdf"],
      ["receipt.png", "image/png"],
    ]);
    const [pdf] = message.files;
    for (const user of [taxpayer, expert]) {
      const download = await app.inject({
        method: "GET",
        url: `/api/Chat/DownloadFile?id=${pdf?.id}`,
        headers: bearer(user),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(smallPdf())).toBe(true);
      expect(download.headers["content-disposition"]).toContain("w2.pdf");
    }
    for (const stranger of [await createSignedInUser(app, 1), await createExpert(app)]) {
      const refused = await app.inject({
        method: "GET",
        url: `/api/Chat/DownloadFile?id=${pdf?.id}`,
        headers: bearer(stranger),
      });
      expect(refused.statusCode).toBe(404);
    }
  });

  it("each listed message shows its own sender's photo and its own files in order", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const photos = new Map([
      [taxpayer.id, Buffer.from("the taxpayer's photo")],
      [expert.id, Buffer.from("the expert's photo")],
    ]);
    for (const [id, thumbnail] of photos) {
      await app.services.db.update(users).set({ avatarThumbnail: thumbnail }).where(eq(users.id, id));
    }
    const png = await photoPng(32);
    const sends = [
      [
        taxpayer,
        "first",
        [
          [smallPdf(), "a.pdf"],
          [png, "b.png"],
        ],
      ],
      [expert, "second", [[png, "c.png"]]],
      [taxpayer, "third", []],
      [
        expert,
        "fourth",
        [
          [smallPdf(), "d.pdf"],
          [png, "e.png"],
          [smallPdf(), "f.pdf"],
        ],
      ],
    ] as const;
    const sent: ChatMessage[] = [];
    for (const [user, message, files] of sends) {
      const response = await sendChat(
        app,
        user,
        { connectionId: String(connection.id), message },
        files.map(([bytes, name]): [Buffer, string] => [bytes, name]),
      );
      expect(response.statusCode).toBe(200);
      sent.push(response.json<ChatMessage>());
    }
    expect(
      sent.map((message) => [message.createdBy, message.avatar, message.files.map((f) => f.name)]),
    ).toEqual(
      sends.map(([user, , files]) => [
        user.id,
        photos.get(user.id)?.toString("base64"),
        files.map(([, name]) => name),
      ]),
    );
    const page = await getAs<ChatMessage[]>(
      app,
      expert,
      `Chat/GetChatMessages?connectionId=${connection.id}&from=0&to=10`,
    );
    expect(page.body).toEqual([...sent].reverse());
    const caughtUp = await getAs<ChatMessage[]>(
      app,
      taxpayer,
      `Chat/GetChatMessages?connectionId=${connection.id}&afterSequence=0`,
    );
    expect(caughtUp.body).toEqual(sent);
    // The data export names the same files of each message.
    const [exported] = await chatRecords.exportOf(app.services.db, taxpayer.id);
    expect(exported?.messages.map((message) => [message.id, message.fileIds])).toEqual(
      sent.map((message) => [message.id, message.files.map((file) => file.id)]),
    );
  });

  it("a retried send is stored once, retried one after the other or at once", async () => {
    const { taxpayer, connection } = await introducedPair(app);
    const first = await sendText(app, taxpayer, connection.id, "hello", "client-id-0001");
    const again = await sendText(app, taxpayer, connection.id, "hello", "client-id-0001");
    expect(again).toEqual(first);
    const racing = await Promise.all(
      [0, 1, 2, 3].map(() => sendText(app, taxpayer, connection.id, "at once", "client-id-0002")),
    );
    expect(new Set(racing.map((message) => message.id)).size).toBe(1);
    expect(racing[0]).toMatchObject({ sequence: 2, clientMessageId: "client-id-0002" });
    // Sends without a client id, at once, still get distinct numbers.
    const plain = await Promise.all([0, 1, 2].map((n) => sendText(app, taxpayer, connection.id, `n${n}`)));
    expect(plain.map((message) => message.sequence).sort()).toEqual([3, 4, 5]);
    const all = await getAs<ChatMessage[]>(
      app,
      taxpayer,
      `Chat/GetChatMessages?connectionId=${connection.id}&from=0&to=50`,
    );
    expect(all.body.map((message) => message.sequence)).toEqual([5, 4, 3, 2, 1]);
  });

  it("bad input is refused and nothing is stored", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const id = String(connection.id);
    const cases: [string, Awaited<ReturnType<typeof sendChat>>, number][] = [
      ["empty", await sendChat(app, taxpayer, { connectionId: id }), 400],
      ["blank", await sendChat(app, taxpayer, { connectionId: id, message: "   " }), 400],
      ["100 KB", await sendChat(app, taxpayer, { connectionId: id, message: "x".repeat(100 * 1024) }), 400],
      [
        "forbidden kind",
        await sendChat(app, taxpayer, { connectionId: id, message: "see" }, [
          [Buffer.from("MZ\x90\x00 an executable pretending"), "invoice.pdf"],
        ]),
        415,
      ],
      ["no connection", await sendChat(app, taxpayer, { message: "hi" }), 400],
      [
        "unknown connection",
        await sendChat(app, taxpayer, { connectionId: "2000000000", message: "hi" }),
        404,
      ],
    ];
    for (const [name, response, status] of cases) {
      expect([name, response.statusCode]).toEqual([name, status]);
      expect(response.json<{ errorMessage: string }>().errorMessage, name).toBeTruthy();
    }
    const big = Buffer.concat([smallPdf(), Buffer.alloc(app.services.files.maxBytes)]);
    const tooLarge = await sendChat(app, taxpayer, { connectionId: id }, [[big, "big.pdf"]]);
    expect(tooLarge.statusCode).toBe(413);
    const stored = await getAs<ChatMessage[]>(
      app,
      expert,
      `Chat/GetChatMessages?connectionId=${id}&from=0&to=10`,
    );
    expect(stored.body).toEqual([]);
  });

  it("a conversation is not found for anyone outside it", async () => {
    const { expert, connection } = await introducedPair(app);
    await sendText(app, expert, connection.id, "for the taxpayer only");
    const strangers = [await createSignedInUser(app, 1), await createExpert(app)];
    for (const stranger of strangers) {
      for (const range of ["from=0&to=10", "afterSequence=0"]) {
        const read = await getAs(
          app,
          stranger,
          `Chat/GetChatMessages?connectionId=${connection.id}&${range}`,
        );
        expect([range, read.status]).toEqual([range, 404]);
      }
      const sent = await sendChat(app, stranger, { connectionId: String(connection.id), message: "hi" });
      expect(sent.statusCode).toBe(404);
      const marked = await app.inject({
        method: "POST",
        url: "/api/Chat/MarkChatRead",
        headers: bearer(stranger),
        payload: { connectionId: connection.id, upToSequence: 1 },
      });
      expect(marked.statusCode).toBe(404);
      const list = await getAs<ChatConnection[]>(app, stranger, "Chat/GetUserChatConnections");
      expect(list.body.some((item) => item.id === connection.id)).toBe(false);
    }
  });

  it("ranges that are negative, inverted or too long are refused", async () => {
    const { taxpayer, connection } = await introducedPair(app);
    for (const query of ["from=-1&to=5", "from=5&to=2", "from=3&to=3", "from=0&to=500", "afterSequence=-2"]) {
      const response = await getAs(
        app,
        taxpayer,
        `Chat/GetChatMessages?connectionId=${connection.id}&${query}`,
      );
      expect([query, response.status]).toEqual([query, 400]);
    }
  });
});

describe("read marks", () => {
  const markRead = (user: Parameters<typeof bearer>[0], connectionId: number, upToSequence: number) =>
    app.inject({
      method: "POST",
      url: "/api/Chat/MarkChatRead",
      headers: bearer(user),
      payload: { connectionId, upToSequence },
    });

  it("count what the other sent after the mark, per conversation and in all, and never move back", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const second = await introducedPair(app);
    const unread = async () =>
      (await getAs<{ count: number }>(app, taxpayer, "Chat/GetUnreadMessagesCount")).body.count;
    expect(await unread()).toBe(0);
    for (const text of ["one", "two", "three"]) await sendText(app, expert, connection.id, text);
    // The sender has read what they sent.
    expect((await getAs<{ count: number }>(app, expert, "Chat/GetUnreadMessagesCount")).body.count).toBe(0);
    expect(await unread()).toBe(3);
    const list = await getAs<ChatConnection[]>(app, taxpayer, "Chat/GetUserChatConnections");
    expect(list.body.find((item) => item.id === connection.id)).toMatchObject({
      hasUnReadMessage: true,
      unreadCount: 3,
    });
    expect((await markRead(taxpayer, connection.id, 2)).statusCode).toBe(200);
    expect(await unread()).toBe(1);
    expect((await markRead(taxpayer, connection.id, 1)).statusCode).toBe(200);
    expect(await unread()).toBe(1);
    // A mark past the last message stops at it.
    expect((await markRead(taxpayer, connection.id, 99)).statusCode).toBe(200);
    expect(await unread()).toBe(0);
    await sendText(app, expert, connection.id, "four");
    expect(await unread()).toBe(1);
    // Another taxpayer's conversation counts only for them.
    await sendText(app, second.expert, second.connection.id, "elsewhere");
    expect(await unread()).toBe(1);
    const badMark = await markRead(taxpayer, connection.id, 0);
    expect(badMark.statusCode).toBe(400);
  });
});

describe("the realtime event", () => {
  it("goes to the other person and the sender's own devices, with the conversation and the number", async () => {
    const { expert, taxpayer, connection } = await introducedPair(app);
    const received: [string, string][] = [];
    const offTaxpayer = app.services.realtime.subscribe(
      { userId: taxpayer.id, sessionId: taxpayer.sessionId },
      {
        send: (data) => received.push(["taxpayer", data]),
        close: () => undefined,
      },
    );
    const offExpert = app.services.realtime.subscribe(
      { userId: expert.id, sessionId: expert.sessionId },
      {
        send: (data) => received.push(["expert", data]),
        close: () => undefined,
      },
    );
    try {
      await sendText(app, taxpayer, connection.id, "ping");
      for (let waited = 0; received.length < 2 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const event = JSON.stringify({ type: "chat", connectionId: connection.id, sequence: 1 });
      expect(received.sort()).toEqual([
        ["expert", event],
        ["taxpayer", event],
      ]);
    } finally {
      offTaxpayer();
      offExpert();
    }
  });
});
