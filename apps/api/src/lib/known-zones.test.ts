import { describe, expect, it } from "vitest";
import { isKnownTimeZone, knownZoneOr } from "./known-zones";

describe("known time zones", () => {
  it("knows the clock's IANA zones, again when asked again, and no made-up one", () => {
    expect(isKnownTimeZone("America/Chicago")).toBe(true);
    expect(isKnownTimeZone("America/Chicago")).toBe(true);
    expect(isKnownTimeZone("Not/A_Zone")).toBe(false);
    expect(isKnownTimeZone("Not/A_Zone")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
  });

  it("falls back for a missing or unknown zone", () => {
    expect(knownZoneOr("Europe/Berlin", "UTC")).toBe("Europe/Berlin");
    expect(knownZoneOr(null, "UTC")).toBe("UTC");
    expect(knownZoneOr(undefined, "America/New_York")).toBe("America/New_York");
    expect(knownZoneOr("Mars/Olympus_Mons", "UTC")).toBe("UTC");
  });
});
