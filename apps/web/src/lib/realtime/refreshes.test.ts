import { describe, expect, it } from "vitest";
import { createRefreshRegistry, prefixesToRefetch } from "./refreshes";

describe("realtime refresh registry", () => {
  it("answers the prefixes registered for an event, each once", () => {
    const registry = createRefreshRegistry();
    expect(registry.prefixesFor("notification")).toEqual([]);
    registry.register("notification", ["notifications"]);
    registry.register("notification", ["marketplace"]);
    registry.register("notification", ["tax-preparation"]);
    // Two components shown at once may register the same prefix.
    registry.register("notification", ["marketplace"]);
    expect(registry.prefixesFor("notification")).toEqual([
      ["notifications"],
      ["marketplace"],
      ["tax-preparation"],
    ]);
    expect(registry.allPrefixes()).toEqual([["notifications"], ["marketplace"], ["tax-preparation"]]);
  });

  it("keeps a prefix until the last component that registered it is gone", () => {
    const registry = createRefreshRegistry();
    const first = registry.register("chat", ["messages"]);
    const second = registry.register("chat", ["messages"]);
    first();
    first();
    expect(registry.prefixesFor("chat")).toEqual([["messages"]]);
    second();
    expect(registry.prefixesFor("chat")).toEqual([]);
    expect(registry.allPrefixes()).toEqual([]);
  });

  it("keeps registries apart", () => {
    const one = createRefreshRegistry();
    const other = createRefreshRegistry();
    one.register("notification", ["notifications"]);
    expect(other.allPrefixes()).toEqual([]);
  });

  it("refetches an event's prefixes, and all of them when the socket is back after a drop", () => {
    const registry = createRefreshRegistry();
    registry.register("notification", ["notifications"]);
    registry.register("notification", ["marketplace"]);
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
