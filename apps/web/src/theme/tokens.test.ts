import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderTokensCss } from "./css-variables";

const file = new URL("./tokens.css", import.meta.url);

describe("tokens.css", () => {
  it("holds exactly the CSS variables generated from tokens.ts", () => {
    const expected = renderTokensCss();
    if (process.env.UPDATE_TOKENS_CSS === "1") writeFileSync(file, expected);
    expect(readFileSync(file, "utf8"), "run with UPDATE_TOKENS_CSS=1 to regenerate tokens.css").toBe(
      expected,
    );
  });
});
