import type { ChatMessage } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  earlierRange,
  firstPage,
  lastSequence,
  mergeMessages,
  withCaughtUp,
  withEarlier,
} from "./thread-pages";

const message = (sequence: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 100 + sequence,
  avatar: null,
  message: `Message ${sequence}`,
  createdDate: `2026-03-0${Math.min(sequence, 9)}T10:00:00Z`,
  createdBy: 1,
  userChatConnectionId: 7,
  files: [],
  sequence,
  ...extra,
});

/** Messages `from`..`to` (inclusive) as the server pages them: newest first. */
const newestFirst = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => message(to - index));

const sequences = (messages: readonly ChatMessage[]) => messages.map((item) => item.sequence);

describe("thread pages", () => {
  it("holds the newest page oldest first and knows older messages exist", () => {
    const thread = firstPage(newestFirst(11, 40), 30);
    expect(sequences(thread.messages)).toEqual(Array.from({ length: 30 }, (_, index) => 11 + index));
    expect(thread.hasEarlier).toBe(true);
    expect(lastSequence(thread.messages)).toBe(40);
  });

  it("knows a conversation that starts at message 1 has nothing older", () => {
    expect(firstPage(newestFirst(1, 3), 30).hasEarlier).toBe(false);
    expect(firstPage([], 30)).toEqual({ messages: [], hasEarlier: false });
    expect(lastSequence([])).toBe(0);
  });

  it("adds an older page before the held messages and asks for the rows after those held", () => {
    const thread = firstPage(newestFirst(11, 40), 30);
    expect(earlierRange(thread, 30)).toEqual({ from: 30, to: 60 });
    const older = withEarlier(thread, newestFirst(1, 10), 30);
    expect(sequences(older.messages)).toEqual(Array.from({ length: 40 }, (_, index) => 1 + index));
    expect(older.hasEarlier).toBe(false);
  });

  it("drops the repeats when newer messages arrived unseen and the older page overlaps", () => {
    // Two messages (41, 42) arrived unseen: rows 30..59 are now messages 12 down to 1.
    const thread = firstPage(newestFirst(11, 40), 30);
    const older = withEarlier(thread, newestFirst(1, 12), 30);
    expect(sequences(older.messages)).toEqual(Array.from({ length: 40 }, (_, index) => 1 + index));
  });

  it("catches up after the last number held without doubling what a send's answer already added", () => {
    const thread = firstPage(newestFirst(1, 5), 30);
    const sent = withCaughtUp(thread, [message(6, { clientMessageId: "local-6" })]);
    const caughtUp = withCaughtUp(sent, [message(6, { clientMessageId: "local-6" }), message(7)]);
    expect(sequences(caughtUp.messages)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(withCaughtUp(thread, [])).toBe(thread);
  });

  it("orders by number, then id, whatever order the pieces came in", () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(1, { message: "edited" })]);
    expect(sequences(merged)).toEqual([1, 2, 3]);
    expect(merged[0]?.message).toBe("edited");
  });

  it("falls back to ids and page size when the server sends no numbers", () => {
    const unnumbered = (id: number) => message(0, { id, sequence: undefined });
    const full = firstPage([unnumbered(3), unnumbered(2)], 2);
    expect(full.messages.map((item) => item.id)).toEqual([2, 3]);
    expect(full.hasEarlier).toBe(true);
    expect(firstPage([unnumbered(3)], 2).hasEarlier).toBe(false);
  });
});
