import { QueryClient } from "@tanstack/react-query";
import type { ChatMessage } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendFormData, threadKey, threadQuery } from "./api";

const message = (sequence: number): ChatMessage => ({
  id: 500 + sequence,
  avatar: null,
  message: `Message ${sequence}`,
  createdDate: "2026-03-01T10:00:00Z",
  createdBy: 3,
  userChatConnectionId: 9,
  files: [],
  sequence,
  clientMessageId: null,
});

/** The server, as the thread sees it: which messages it holds, and every address asked for. */
function fakeServer(held: ChatMessage[]) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (address: string) => {
    const url = new URL(address, "http://taxlane.test");
    asked.push(url);
    const after = url.searchParams.get("afterSequence");
    const newestFirst = [...held].sort((a, b) => (b.sequence ?? 0) - (a.sequence ?? 0));
    const answer =
      after !== null
        ? held.filter((item) => (item.sequence ?? 0) > Number(after))
        : newestFirst.slice(Number(url.searchParams.get("from")), Number(url.searchParams.get("to")));
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  });
  return { asked, fetch };
}

describe("a thread's query", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", { getItem: () => "token" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes the newest page first, then after a chat event asks only for what came after the newest held", async () => {
    const held = [message(1), message(2), message(3)];
    const server = fakeServer(held);
    vi.stubGlobal("fetch", server.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const first = await queryClient.fetchQuery(threadQuery(queryClient, 9));
    expect(first.messages.map((item) => item.sequence)).toEqual([1, 2, 3]);
    expect(server.asked[0]?.searchParams.get("from")).toBe("0");

    held.push(message(4), message(5));
    await queryClient.invalidateQueries({ queryKey: threadKey(9) });
    await queryClient.fetchQuery({ ...threadQuery(queryClient, 9), staleTime: 0 });
    expect(server.asked.at(-1)?.searchParams.get("afterSequence")).toBe("3");
    const thread = queryClient.getQueryData<{ messages: ChatMessage[] }>(threadKey(9));
    expect(thread?.messages.map((item) => item.sequence)).toEqual([1, 2, 3, 4, 5]);

    // A second event for a message already held (the sender's own echo) adds nothing twice.
    await queryClient.fetchQuery({ ...threadQuery(queryClient, 9), staleTime: 0 });
    expect(server.asked.at(-1)?.searchParams.get("afterSequence")).toBe("5");
    expect(
      queryClient
        .getQueryData<{ messages: ChatMessage[] }>(threadKey(9))
        ?.messages.map((item) => item.sequence),
    ).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("sendFormData", () => {
  it("carries the client id, the text when there is one, and every file under the same field", () => {
    const files = [new File(["a"], "a.pdf"), new File(["b"], "b.png")];
    const form = sendFormData({ connectionId: 9, text: "Hi", files, clientMessageId: "abc-123-def" });
    expect(form.get("connectionId")).toBe("9");
    expect(form.get("message")).toBe("Hi");
    expect(form.get("clientMessageId")).toBe("abc-123-def");
    expect(form.getAll("files").map((file) => (file as File).name)).toEqual(["a.pdf", "b.png"]);
    const filesOnly = sendFormData({ connectionId: 9, text: "  ", files, clientMessageId: "abc-123-def" });
    expect(filesOnly.has("message")).toBe(false);
  });
});
