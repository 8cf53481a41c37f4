import { describe, expect, it } from "vitest";
import { stateOf, whenText } from "./reminder-text";

describe("whenText", () => {
  it("reads like the page's other times, in the zone it is given, named", () => {
    expect(whenText("2026-11-25T15:30:00.000Z", "America/New_York")).toBe("Nov 25, 2026, 10:30 AM EST");
    expect(whenText("2026-07-01T15:30:00.000Z", "America/Los_Angeles")).toBe("Jul 1, 2026, 8:30 AM PDT");
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
