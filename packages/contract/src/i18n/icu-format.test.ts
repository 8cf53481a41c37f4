import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { type FormatValues, formatMessage } from "./icu-format";
import { type MessagePart, parseMessage } from "./icu-parse";

/** What intl-messageformat, the reference implementation, makes of a message. */
const icu = (message: string, values: FormatValues = {}, language = "en") =>
  new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format(
    values as Record<string, string | number>,
  );

const format = (message: string, values: FormatValues = {}, language = "en") =>
  formatMessage(message, values, language, "test.key");

/** Each plural's and select's argument, with the values worth trying for it. */
function choicesOf(parts: readonly MessagePart[], found = new Map<string, Set<string | number>>()) {
  for (const part of parts) {
    if (typeof part === "string" || part.kind === "pound" || part.kind === "argument") continue;
    const tried = found.get(part.name) ?? new Set<string | number>();
    if (part.kind === "plural") for (const count of [0, 1, 2, 5, 21, 1000, 1_000_000]) tried.add(count);
    else for (const option of [...Object.keys(part.options), "something else"]) tried.add(option);
    found.set(part.name, tried);
    for (const option of Object.values(part.options)) choicesOf(option, found);
  }
  return found;
}

/** Every combination of the choices (few: a message has one or two choosing arguments). */
function combinations(choices: Map<string, Set<string | number>>): Record<string, string | number>[] {
  let all: Record<string, string | number>[] = [{}];
  for (const [name, values] of choices) {
    all = all.flatMap((partial) => [...values].map((value) => ({ ...partial, [name]: value })));
  }
  return all;
}

const everyMessage = [
  ...Object.entries(en).map(([domain, messages]) => ["en", domain, messages] as const),
  ...Object.entries(es).map(([domain, messages]) => ["es", domain, messages] as const),
].flatMap(([language, domain, messages]) =>
  Object.entries(messages as Record<string, string>).map(([name, message]) => ({
    language,
    key: `${domain}.${name}`,
    message,
  })),
);

describe("formatting a catalog message", () => {
  it("gives plain text back as written, as ICU would", () => {
    for (const message of ["Save", "Tax year 2025 — it's <none> of your business", "5 # left", "Don't"]) {
      expect(format(message)).toBe(icu(message));
      expect(format(message)).toBe(message);
    }
  });

  it("reads arguments, plurals, selects and ICU's quoting as intl-messageformat does", () => {
    const cases: [string, FormatValues][] = [
      ["{count, plural, one {# file} other {# files}}", { count: 2 }],
      ["{count, plural, one {# file} other {# files}}", { count: 1000 }],
      ["{count, plural, =0 {none} one {# file} other {# files}}", { count: 0 }],
      ["Hello {name}", { name: "Dana" }],
      ["Hello { name }, {count}", { name: "Dana", count: 0 }],
      ["It''s here", {}],
      ["'{'name'}' is a field, '<b>' is text and a '' b 'z", {}],
      ["{n, plural, one {it''s '#' # '{'x'}'} other {#}}", { n: 1 }],
      ["{n, plural, one {# {s, select, a {A #} other {O}}} other {x}}", { n: 1, s: "a" }],
      ["{ n , plural , one { # x } other {# xs} }", { n: 1 }],
      ["{n,plural,one{#x}other{#xs}}", { n: 2 }],
      ["{s, select, due {Due} other {Other}}", { s: "late" }],
      ["a } b", {}],
    ];
    for (const [message, values] of cases)
      expect(format(message, values), message).toBe(icu(message, values));
    expect(format("{n, plural, one {# x} other {# xs}}", { n: 1_000_000 }, "es")).toBe(
      icu("{n, plural, one {# x} other {# xs}}", { n: 1_000_000 }, "es"),
    );
  });

  it("refuses a message that is not valid ICU, or that uses what t does not format", () => {
    for (const message of [
      "Hello {name",
      "{n, plural, one {x}}",
      "{n, plural, one {x} one {y} other {z}}",
      "{n, number}",
      "{n, plural, offset:1 one {x} other {y}}",
    ]) {
      expect(() => format(message, { n: 1, name: "x" }), message).toThrow(/not a valid ICU message/);
    }
  });

  it("refuses to format a message without its values", () => {
    expect(() => format("Hello {name}")).toThrow(/No value for \{name\}/);
    expect(() => format("{s, select, a {A} other {O}}")).toThrow(/No value for \{s\}/);
  });

  it("formats every message of each catalog as intl-messageformat does, every plural and select tried", () => {
    let formatted = 0;
    for (const { language, key, message } of everyMessage) {
      const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map(([, name = ""]) => name);
      const sample = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      for (const choice of combinations(choicesOf(parseMessage(message)))) {
        const values = { ...sample, ...choice };
        expect(formatMessage(message, values, language, key), `${key} (${language})`).toBe(
          icu(message, values, language),
        );
        formatted += 1;
      }
    }
    expect(formatted).toBeGreaterThan(everyMessage.length);
  });
});
