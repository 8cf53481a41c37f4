import { onlineManager, QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToken, setToken } from "../../lib/session";
import { testPerson } from "../../testing/people";
import { liveTestToken } from "../../testing/session";
import {
  keepOfflineCopies,
  keptAnswers,
  restoreKept,
  SNAPSHOT_VERSION,
  startOfflineCopies,
} from "./offline-copies";
import { memoryStore } from "./offline-store";

const annToken = liveTestToken({ sub: 7 });
const benToken = liveTestToken({ sub: 8 });

const message = (id: number, text: string): ChatMessage => ({
  id,
  avatar: "iVBORw0KGgo",
  message: text,
  createdDate: "2026-03-04T15:05:00Z",
  createdBy: 7,
  userChatConnectionId: 1,
  files: [{ id: 3, name: "w2.pdf" }],
  sequence: id,
});

/** A cache as a signed-in taxpayer's session leaves it: kept kinds and others besides. */
function sessionCache(token: string): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["todo"], { items: [], counts: { total: 0, byKind: {} } });
  queryClient.setQueryData(["tax-preparation", "taxpayer"], [{ quoteId: 1 }]);
  queryClient.setQueryData(["messages", "connections"], [{ id: 1, firstName: "Ana", avatar: "iVBOR" }]);
  queryClient.setQueryData(["messages", "unread"], 2);
  queryClient.setQueryData(
    ["messages", "thread", 1],
    { messages: [message(1, "Hi")], hasEarlier: false },
    { updatedAt: Date.now() - 1_000 },
  );
  queryClient.setQueryData(["messages", "thread", 2], {
    messages: [message(2, "My SSN is 123-45-6789, account 000123456789")],
    hasEarlier: false,
  });
  queryClient.setQueryData(["identity", "currentUser", token], testPerson({ phoneNumber: "+15550100" }));
  // Never kept: organizer answers, documents, invoices, a job's page, a file.
  queryClient.setQueryData(["organizer", "answers", 1], { ssn: "123-45-6789" });
  queryClient.setQueryData(["documents", 1], [{ id: 1 }]);
  queryClient.setQueryData(["job-billing", 1], { invoices: [] });
  queryClient.setQueryData(["tax-preparation", "detail", 1], { quoteId: 1 });
  queryClient.setQueryData(["chat-file", 3], new Blob(["pdf"]));
  return queryClient;
}

const keysOf = (answers: { queryKey: readonly unknown[] }[]) => answers.map((answer) => answer.queryKey);

describe("what the device keeps for offline", () => {
  beforeEach(() => setToken(annToken));
  afterEach(() => clearToken());

  it("keeps only the to-do list, the jobs, the conversations and one conversation", () => {
    const answers = keptAnswers(sessionCache(annToken));
    expect(keysOf(answers)).toEqual([
      ["todo"],
      ["tax-preparation", "taxpayer"],
      ["messages", "connections"],
      ["messages", "unread"],
      ["identity", "currentUser"],
      ["messages", "thread", 2],
    ]);
    const written = JSON.stringify(answers);
    expect(written).not.toContain(annToken);
    expect(written).not.toContain("123-45-6789");
    expect(written).not.toContain("000123456789");
    expect(written).not.toContain("+15550100");
    expect(written).not.toContain("iVBOR");
  });

  it("keeps the conversation opened last rather than the one fetched last", () => {
    const queryClient = sessionCache(annToken);
    const opened = queryClient.getQueryCache().find({ queryKey: ["messages", "thread", 1] });
    const answers = keptAnswers(queryClient, opened?.queryHash);
    expect(keysOf(answers)).toContainEqual(["messages", "thread", 1]);
    expect(keysOf(answers)).not.toContainEqual(["messages", "thread", 2]);
  });

  it("saves them for the account, and deletes them when the person signs out", async () => {
    const store = memoryStore();
    const queryClient = sessionCache(annToken);
    const stop = keepOfflineCopies(queryClient, store, { saveDelayMs: 0 });
    queryClient.setQueryData(["messages", "unread"], 3);
    await expect.poll(() => store.held()?.accountId).toBe("7");
    expect(store.held()?.answers).toHaveLength(6);

    clearToken();
    expect(store.held()).toBeUndefined();
    // The sign-out's own cache clearing saves nothing back.
    queryClient.clear();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.held()).toBeUndefined();
    stop();
  });

  it("deletes them when another account signs in, and never saves the first account's as the second's", async () => {
    const store = memoryStore();
    const queryClient = sessionCache(annToken);
    const stop = keepOfflineCopies(queryClient, store, { saveDelayMs: 0 });
    queryClient.setQueryData(["messages", "unread"], 3);
    await expect.poll(() => store.held()?.accountId).toBe("7");

    setToken(benToken);
    expect(store.held()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    queryClient.setQueryData(["identity", "currentUser", benToken], testPerson({ id: 8 }));
    await expect.poll(() => store.held()?.accountId).toBe("8");
    expect(keysOf(store.held()?.answers ?? [])).toEqual([["identity", "currentUser"]]);
    stop();
  });

  it("deletes them when another tab signs out", async () => {
    const store = memoryStore();
    const stop = keepOfflineCopies(sessionCache(annToken), store, { saveDelayMs: 0 });
    await store.write({ version: SNAPSHOT_VERSION, accountId: "7", savedAt: Date.now(), answers: [] });
    localStorage.removeItem("USER_TOKEN");
    window.dispatchEvent(new StorageEvent("storage", { key: "USER_TOKEN" }));
    expect(store.held()).toBeUndefined();
    stop();
  });
});

describe("opening with the kept answers", () => {
  afterEach(() => clearToken());

  async function savedBy(token: string) {
    setToken(token);
    const answers = keptAnswers(sessionCache(token));
    return memoryStore({ version: SNAPSHOT_VERSION, accountId: "7", savedAt: Date.now(), answers });
  }

  it("puts them back for the same account, the person under the new session's key", async () => {
    const store = await savedBy(annToken);
    const laterToken = liveTestToken({ sub: 7, sid: "another" });
    setToken(laterToken);
    const queryClient = new QueryClient();
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await restoreKept(queryClient, store);
    expect(queryClient.getQueryData(["messages", "unread"])).toBe(2);
    expect(queryClient.getQueryData(["identity", "currentUser", laterToken])).toMatchObject({
      phoneNumber: null,
    });
    // Online, the person is fetched afresh: their trimmed copy would empty the profile's phone field.
    offline.mockReturnValue(true);
    const online = new QueryClient();
    await restoreKept(online, store);
    expect(online.getQueryData(["identity", "currentUser", laterToken])).toBeUndefined();
    expect(online.getQueryData(["messages", "unread"])).toBe(2);
    offline.mockRestore();
    expect(queryClient.getQueryData(["organizer", "answers", 1])).toBeUndefined();
    // Shown, never taken for fresh: the page asks the server again as it mounts.
    expect(queryClient.getQueryState(["messages", "unread"])?.isInvalidated).toBe(true);
  });

  it("deletes instead of restoring another account's, an old one, or any while signed out", async () => {
    for (const [token, savedAt] of [
      [benToken, Date.now()],
      [annToken, Date.now() - 8 * 24 * 60 * 60_000],
      [null, Date.now()],
    ] as const) {
      const store = await savedBy(annToken);
      const held = store.held();
      if (held) await store.write({ ...held, savedAt });
      if (token === null) clearToken();
      else setToken(token);
      const queryClient = new QueryClient();
      await restoreKept(queryClient, store);
      expect(store.held(), String(token)).toBeUndefined();
      expect(queryClient.getQueryData(["todo"])).toBeUndefined();
    }
  });

  it("opened offline, the queries know it: they wait rather than fail", async () => {
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      await startOfflineCopies(new QueryClient());
      expect(onlineManager.isOnline()).toBe(false);
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
    }
  });
});
