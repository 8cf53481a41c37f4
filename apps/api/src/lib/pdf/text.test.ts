import { describe, expect, it } from "vitest";
import { type MeasureText, toDrawableText, wrapText } from "./text";

// Every character 5 points wide at size 10, bold a fifth wider.
const measure: MeasureText = (text, size, bold) => text.length * size * 0.5 * (bold ? 1.2 : 1);

describe("text for the contents page", () => {
  it("keeps what the font can draw and marks the rest", () => {
    const latin = new Set([..."Receipt café 2025–W2 ?"].map((c) => c.codePointAt(0) ?? 0));
    expect(toDrawableText("Receipt café 2025–W2", latin)).toBe("Receipt café 2025–W2");
    expect(toDrawableText("Receipt 收据", latin)).toBe("Receipt ??");
    expect(toDrawableText("  Receipt\n\t2025 ", latin)).toBe("Receipt 2025");
  });

  it("wraps at spaces within the width", () => {
    expect(wrapText("one two three four", 50, 10, false, measure)).toEqual(["one two", "three four"]);
    expect(wrapText("short", 50, 10, false, measure)).toEqual(["short"]);
  });

  it("breaks a word wider than a line", () => {
    expect(wrapText("abcdefghijklmnopqrstuvwxy end", 50, 10, false, measure)).toEqual([
      "abcdefghij",
      "klmnopqrst",
      "uvwxy end",
    ]);
  });

  it("measures the bold face when asked", () => {
    expect(wrapText("one two three", 60, 10, true, measure)).toEqual(["one two", "three"]);
    expect(wrapText("one two three", 60, 10, false, measure)).toEqual(["one two", "three"]);
    expect(wrapText("aaaaa bbbbb", 55, 10, true, measure)).toEqual(["aaaaa", "bbbbb"]);
    expect(wrapText("aaaaa bbbbb", 55, 10, false, measure)).toEqual(["aaaaa bbbbb"]);
  });

  it("gives one empty line for empty text", () => {
    expect(wrapText("", 50, 10, false, measure)).toEqual([""]);
  });
});
