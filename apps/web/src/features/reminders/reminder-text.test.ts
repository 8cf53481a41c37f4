import { describe, expect, it } from "vitest";
import { stateOf, whenText } from "./reminder-text";

describe("whenText", () => {
  it("reads like the page's other times, with the browser's zone named", () => {
    expect(whenText("2026-11-25T15:30:00.000Z")).toMatch(/^Nov 2[56], 2026, \d{1,2}:\d{2} [AP]M \S+$/);
  });
});

describe("stateOf", () => {
  it("names why a reminder stopped, or that it is scheduled", () => {
    expect(stateOf({ stopReason: "answered" }).text).toBe("Answered");
    expect(stateOf({ stopReason: "stopped" }).text).toBe("Stopped");
    expect(stateOf({ stopReason: "done" }).text).toBe("All sent");
    expect(stateOf({ stopReason: null }).text).toBe("Scheduled");
  });
});
