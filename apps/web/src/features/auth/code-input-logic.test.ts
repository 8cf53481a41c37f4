import { describe, expect, it } from "vitest";
import {
  changeBox,
  codeOf,
  emptyCode,
  enterText,
  isCodeComplete,
  moveFocus,
  pressBackspace,
  pressDelete,
} from "./code-input-logic";

const boxes = (text: string) => text.split("").map((char) => (char === "_" ? "" : char));

describe("emptyCode, codeOf, isCodeComplete", () => {
  it("starts with six empty boxes", () => {
    expect(emptyCode()).toEqual(["", "", "", "", "", ""]);
    expect(isCodeComplete(emptyCode())).toBe(false);
  });

  it("reads the code once every box has a digit", () => {
    expect(codeOf(boxes("123456"))).toBe("123456");
    expect(isCodeComplete(boxes("123456"))).toBe(true);
    expect(isCodeComplete(boxes("12345_"))).toBe(false);
  });
});

describe("enterText", () => {
  it("puts a typed digit in the box and moves on", () => {
    expect(enterText(emptyCode(), 0, "4")).toEqual({ digits: boxes("4_____"), focus: 1 });
  });

  it("stays on the last box after its digit", () => {
    expect(enterText(boxes("12345_"), 5, "6")).toEqual({ digits: boxes("123456"), focus: 5 });
  });

  it("fills every box from a pasted code, whichever box has the focus", () => {
    expect(enterText(emptyCode(), 3, "987654")).toEqual({ digits: boxes("987654"), focus: 5 });
  });

  it("drops spaces and dashes from a pasted code", () => {
    expect(enterText(emptyCode(), 0, " 123-456 ")).toEqual({ digits: boxes("123456"), focus: 5 });
  });

  it("takes the first six digits of a longer paste", () => {
    expect(enterText(emptyCode(), 2, "12345678").digits).toEqual(boxes("123456"));
  });

  it("fills from the box on for a shorter paste and focuses the next empty box", () => {
    expect(enterText(emptyCode(), 1, "23")).toEqual({ digits: boxes("_23___"), focus: 3 });
    expect(enterText(boxes("1___56"), 1, "23")).toEqual({ digits: boxes("123_56"), focus: 3 });
  });

  it("cuts a short paste at the last box", () => {
    expect(enterText(emptyCode(), 4, "789")).toEqual({ digits: boxes("____78"), focus: 5 });
  });

  it("ignores text without digits", () => {
    expect(enterText(boxes("12____"), 2, "abc")).toEqual({ digits: boxes("12____"), focus: 2 });
  });
});

describe("changeBox", () => {
  it("replaces a digit typed over another, before or after it", () => {
    expect(changeBox(boxes("4_____"), 0, "47")).toEqual({ digits: boxes("7_____"), focus: 1 });
    expect(changeBox(boxes("4_____"), 0, "74")).toEqual({ digits: boxes("7_____"), focus: 1 });
  });

  it("keeps the digit when the same one is typed again", () => {
    expect(changeBox(boxes("4_____"), 0, "44")).toEqual({ digits: boxes("4_____"), focus: 1 });
  });

  it("empties the box when its value is cleared", () => {
    expect(changeBox(boxes("123___"), 1, "")).toEqual({ digits: boxes("1_3___"), focus: 1 });
  });

  it("spreads an autofilled code over the boxes", () => {
    expect(changeBox(emptyCode(), 0, "246810")).toEqual({ digits: boxes("246810"), focus: 5 });
  });
});

describe("pressBackspace and pressDelete", () => {
  it("empties a filled box and keeps the focus", () => {
    expect(pressBackspace(boxes("123___"), 2)).toEqual({ digits: boxes("12____"), focus: 2 });
  });

  it("goes back from an empty box and empties the one before", () => {
    expect(pressBackspace(boxes("123___"), 3)).toEqual({ digits: boxes("12____"), focus: 2 });
  });

  it("stays on the first box", () => {
    expect(pressBackspace(emptyCode(), 0)).toEqual({ digits: emptyCode(), focus: 0 });
  });

  it("Delete empties the box in place", () => {
    expect(pressDelete(boxes("123456"), 4)).toEqual({ digits: boxes("1234_6"), focus: 4 });
  });
});

describe("moveFocus", () => {
  it("moves with the arrows, Home and End, within the boxes", () => {
    expect(moveFocus(2, "ArrowLeft", 6)).toBe(1);
    expect(moveFocus(0, "ArrowLeft", 6)).toBe(0);
    expect(moveFocus(5, "ArrowRight", 6)).toBe(5);
    expect(moveFocus(3, "Home", 6)).toBe(0);
    expect(moveFocus(1, "End", 6)).toBe(5);
    expect(moveFocus(1, "a", 6)).toBeNull();
  });
});
