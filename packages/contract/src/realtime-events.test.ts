import { describe, expect, it } from "vitest";
import { readRealtimeEvent } from "./realtime-events";

describe("readRealtimeEvent", () => {
  it("keeps the known fields of a known event and drops the rest", () => {
    expect(readRealtimeEvent({ type: "ready" })).toEqual({ type: "ready" });
    expect(readRealtimeEvent({ type: "chat", connectionId: 7, sequence: 12, body: "hi" })).toEqual({
      type: "chat",
      connectionId: 7,
      sequence: 12,
    });
  });

  it("refuses what is not an event", () => {
    for (const value of [
      null,
      "ready",
      ["ready"],
      {},
      { type: "presence" },
      { type: "chat", connectionId: 0 },
      { type: "chat", connectionId: 1.5 },
      { type: "chat", sequence: "3" },
      { type: "chat", sequence: 2_147_483_648 },
    ]) {
      expect(readRealtimeEvent(value)).toBeNull();
    }
  });
});
