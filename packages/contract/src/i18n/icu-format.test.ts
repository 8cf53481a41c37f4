import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { icuFormat } from "./icu-format";

/** What intl-messageformat itself makes of a message without values. */
const icu = (message: string) =>
  new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).format();

const format = (message: string, values: Record<string, unknown> = {}) =>
  icuFormat().parse(message, values, "en", "messages", "test.key");

describe("formatting a catalog message", () => {
  it("gives plain text back as written, as ICU would", () => {
    for (const message of ["Save", "Tax year 2025 — it's <none> of your business", "5 # left", "Don't"]) {
      expect(format(message)).toBe(icu(message));
      expect(format(message)).toBe(message);
    }
  });

  it("reads arguments, plurals and ICU's quoted apostrophes", () => {
    expect(format("{count, plural, one {# file} other {# files}}", { count: 2 })).toBe("2 files");
    expect(format("Hello {name}", { name: "Dana" })).toBe("Hello Dana");
    expect(format("It''s here")).toBe("It's here");
    expect(format("'{'name'}' is a field")).toBe("{name} is a field");
  });

  it("refuses a message that is not valid ICU", () => {
    expect(() => format("Hello {name")).toThrow(/not a valid ICU message/);
  });

  it("formats every plain message of each catalog the way ICU does", () => {
    for (const [domain, messages] of [...Object.entries(en), ...Object.entries(es)]) {
      for (const [name, message] of Object.entries(messages as Record<string, string>)) {
        if (/[{}]/.test(message)) continue;
        expect(format(message), `${domain}.${name}`).toBe(icu(message));
      }
    }
  });
});
