import { describe, expect, it } from "vitest";
import { splitLinks } from "./text-links";

describe("splitLinks", () => {
  it("keeps text without addresses as one part", () => {
    expect(splitLinks("Your code is 123456.")).toEqual([{ kind: "text", text: "Your code is 123456." }]);
  });

  it("finds http and https addresses and leaves sentence punctuation outside", () => {
    expect(splitLinks("Open https://taxlane.test/reset-password?token=abc_1-2. Thanks")).toEqual([
      { kind: "text", text: "Open " },
      {
        kind: "link",
        href: "https://taxlane.test/reset-password?token=abc_1-2",
        text: "https://taxlane.test/reset-password?token=abc_1-2",
      },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("does not make links of other schemes or of markup", () => {
    const parts = splitLinks('javascript:alert(1) <a href="http://x.test">x</a>');
    expect(parts.filter((part) => part.kind === "link").map((part) => part.href)).toEqual(["http://x.test"]);
    expect(parts.every((part) => part.kind === "text" || part.href.startsWith("http"))).toBe(true);
  });

  it("handles an address at the start and at the end", () => {
    expect(splitLinks("http://a.test and http://b.test")).toEqual([
      { kind: "link", href: "http://a.test", text: "http://a.test" },
      { kind: "text", text: " and " },
      { kind: "link", href: "http://b.test", text: "http://b.test" },
    ]);
  });
});
