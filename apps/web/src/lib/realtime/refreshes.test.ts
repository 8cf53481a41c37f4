import { describe, expect, it } from "vitest";
import { createRefreshRegistry, prefixesToRefetch } from "./refreshes";

describe("realtime refresh registry", () => {
  it("answers the prefixes registered for an event, each once", () => {
    const registry = createRefreshRegistry();
    expect(registry.prefixesFor("notification")).toEqual([]);
    registry.refreshOn("notification", ["notifications"]);
    registry.refreshOn("notification", ["marketplace"], ["tax-preparation"]);
    // Two modules of one feature may register the same prefix.
    registry.refreshOn("notification", ["marketplace"]);
    expect(registry.prefixesFor("notification")).toEqual([
      ["notifications"],
      ["marketplace"],
      ["tax-preparation"],
    ]);
    expect(registry.allPrefixes()).toEqual([["notifications"], ["marketplace"], ["tax-preparation"]]);
  });

  it("keeps registries apart", () => {
    const one = createRefreshRegistry();
    const other = createRefreshRegistry();
    one.refreshOn("notification", ["notifications"]);
    expect(other.allPrefixes()).toEqual([]);
  });

  it("refetches an event's prefixes, and all of them when the socket is back after a drop", () => {
    const registry = createRefreshRegistry();
    registry.refreshOn("notification", ["notifications"], ["marketplace"]);
    expect(prefixesToRefetch(registry, { type: "notification" }, false)).toEqual([
      ["notifications"],
      ["marketplace"],
    ]);
    expect(prefixesToRefetch(registry, { type: "ready" }, false)).toEqual([]);
    expect(prefixesToRefetch(registry, { type: "ready" }, true)).toEqual([
      ["notifications"],
      ["marketplace"],
    ]);
  });
});
