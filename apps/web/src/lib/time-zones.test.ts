import { describe, expect, it } from "vitest";
import { zoneLabel } from "./time-zones";

describe("zoneLabel", () => {
  it("names a zone as people read it, with its exact name", () => {
    expect(zoneLabel("America/Los_Angeles")).toBe("Pacific Time (America/Los_Angeles)");
    // UTC has no generic name ("GMT+00:00"): its long one reads better.
    expect(zoneLabel("UTC")).toBe("Coordinated Universal Time (UTC)");
    expect(zoneLabel("Not/A_Zone")).toBe("Not/A_Zone");
  });
});
