import { describe, expect, it } from "vitest";
import { csvOf } from "./csv";

describe("a table as CSV", () => {
  it("writes the header and rows, quoting what needs it", () => {
    expect(
      csvOf(
        ["Member", "Jobs"],
        [
          ["Lee, Pat", 3],
          ['Ann "Annie" Cole', 0],
        ],
      ),
    ).toBe('Member,Jobs\r\n"Lee, Pat",3\r\n"Ann ""Annie"" Cole",0');
  });
});
