import { describe, expect, it } from "vitest";
import { type ReadContext, readMarkTo } from "./read-marks";

const reading: ReadContext = {
  threadShown: true,
  pageVisible: true,
  windowFocused: true,
  newestSequence: 9,
  newestFromOther: 9,
  markedUpTo: 4,
  unreadCount: 2,
};

describe("read marks", () => {
  it("marks up to the newest message while the thread is read", () => {
    expect(readMarkTo(reading)).toBe(9);
  });

  it("marks nothing while the thread is not on screen, the tab is hidden or the window has no focus", () => {
    expect(readMarkTo({ ...reading, threadShown: false })).toBeNull();
    expect(readMarkTo({ ...reading, pageVisible: false })).toBeNull();
    expect(readMarkTo({ ...reading, windowFocused: false })).toBeNull();
  });

  it("never moves the mark back or repeats it", () => {
    expect(readMarkTo({ ...reading, markedUpTo: 9 })).toBeNull();
    expect(readMarkTo({ ...reading, markedUpTo: 12 })).toBeNull();
  });

  it("marks only when something is unread: the server's count or a newer message from the other person", () => {
    expect(readMarkTo({ ...reading, unreadCount: 0, newestFromOther: 3 })).toBeNull();
    expect(readMarkTo({ ...reading, unreadCount: 0, newestFromOther: 7 })).toBe(9);
    expect(readMarkTo({ ...reading, unreadCount: 1, newestFromOther: 0 })).toBe(9);
  });
});
