import { describe, expect, it } from "vitest";
import {
  controlCharacterMessage,
  fieldWithControlCharacter,
  refuseControlCharacters,
} from "./control-characters";

describe("control characters in a call's texts", () => {
  it("lets a body's text span lines and hold tabs, but not a query's", () => {
    const note = { note: "First line\r\nsecond\tline" };
    expect(fieldWithControlCharacter(note, "body")).toBeNull();
    expect(fieldWithControlCharacter(note, "line")).toBe("note");
  });

  it("names the nested field holding a NUL byte, an escape or a C1 control", () => {
    expect(fieldWithControlCharacter({ items: [{ name: "ok" }, { name: "a\u0000" }] }, "body")).toBe(
      "items.1.name",
    );
    expect(fieldWithControlCharacter({ text: "\u001b[31m" }, "body")).toBe("text");
    expect(fieldWithControlCharacter({ text: "a\u0085" }, "body")).toBe("text");
    expect(
      fieldWithControlCharacter({ text: "Café – naïve 💼", count: 3, on: true, none: null }, "line"),
    ).toBeNull();
  });

  it("refuses with a 400 naming the field, or the given name for a bare text", () => {
    expect(() => refuseControlCharacters({ text: "1\u0000" }, "line")).toThrow(
      expect.objectContaining({
        statusCode: 400,
        fieldErrors: [{ field: "text", message: controlCharacterMessage }],
      }),
    );
    expect(() => refuseControlCharacters("a\u0000.pdf", "line", "file")).toThrow(
      expect.objectContaining({ fieldErrors: [{ field: "file", message: controlCharacterMessage }] }),
    );
  });
});
