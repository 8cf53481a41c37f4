import { describe, expect, it } from "vitest";
import { dateTimeInZone, zoneLabel } from "./time-zones";

describe("zoneLabel", () => {
  it("names a zone as people read it, with its exact name", () => {
    expect(zoneLabel("America/Los_Angeles")).toBe("Pacific Time (America/Los_Angeles)");
    // UTC has no generic name ("GMT+00:00"): its long one reads better.
    expect(zoneLabel("UTC")).toBe("Coordinated Universal Time (UTC)");
    expect(zoneLabel("Not/A_Zone")).toBe("Not/A_Zone");
  });
});

describe("dateTimeInZone", () => {
  it("writes an instant in the zone it is given, named, with or without the weekday", () => {
    expect(dateTimeInZone("2026-03-10T13:30:00Z", "America/New_York")).toBe("Tue, Mar 10, 2026, 9:30 AM EDT");
    expect(dateTimeInZone("2026-03-10T13:30:00Z", "America/New_York", { weekday: false })).toBe(
      "Mar 10, 2026, 9:30 AM EDT",
    );
  });

  it("falls back to UTC, named, for a zone the browser does not know", () => {
    expect(dateTimeInZone("2026-11-25T15:30:00.000Z", "Not/A_Zone", { weekday: false })).toBe(
      "Nov 25, 2026, 3:30 PM UTC",
    );
  });
});
