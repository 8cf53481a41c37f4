import { readFileSync } from "node:fs";
import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "./catalog";
import { en } from "./en";
import { englishOnlyDomains, es } from "./es";
import { languageOf } from "./language-source";
import { formatPlain } from "./plain-format";
import { tIn } from "./t";

type Messages = Readonly<Record<string, string>>;
const domains = Object.keys(en) as (keyof typeof en)[];
const englishOnly = new Set<string>(englishOnlyDomains);
const translatedDomains = domains.filter((domain) => !englishOnly.has(domain));
const pairs = translatedDomains.flatMap((domain) =>
  Object.entries(en[domain] as Messages).map(([name, english]) => ({
    key: `${domain}.${name}`,
    english,
    spanish: (es[domain] as Messages)[name],
  })),
);

/** The arguments of an ICU message and how each is used (plain, plural, select, number, date…). */
function argumentsOf(message: string): string[] {
  const found: string[] = [];
  const walk = (elements: ReturnType<IntlMessageFormat["getAst"]>) => {
    for (const element of elements) {
      if ("value" in element && typeof element.value === "string" && element.type !== 0) {
        found.push(`${element.value}:${element.type}`);
      }
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, "en", undefined, { ignoreTag: true }).getAst());
  return [...new Set(found)].sort();
}

/** Lower case without accents, so "Cotización" and "cotizacion" compare equal. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
const wordsOf = (text: string) =>
  folded(text)
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);

/** Whether the Spanish holds the term, singular or plural: each word starts the next word in turn. */
function holdsTerm(spanish: string, term: string): boolean {
  const termWords = wordsOf(term);
  const words = wordsOf(spanish);
  return words.some((_, start) =>
    termWords.every((termWord, offset) => (words[start + offset] ?? "").startsWith(termWord)),
  );
}

const glossary = readFileSync(new URL("./es/glossary.tsv", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("\t"))
  .filter(([, , checked]) => checked === "yes")
  .map(([english = "", spanish = ""]) => ({ english, spanish }));

describe("the Spanish catalog", () => {
  it("translates every domain a taxpayer reads, and only the professional's stay English", () => {
    for (const domain of translatedDomains) expect(es[domain], domain).not.toBe(en[domain]);
    for (const domain of englishOnlyDomains) expect(es[domain]).toBe(en[domain]);
    expect(pairs.length).toBeGreaterThan(3000);
  });

  it("has a text for every key, and no key English lacks", () => {
    for (const domain of translatedDomains) {
      expect(Object.keys(es[domain]).sort(), domain).toEqual(Object.keys(en[domain]).sort());
    }
    const missing = pairs.filter(({ spanish }) => typeof spanish !== "string" || spanish.trim() === "");
    expect(missing.map(({ key }) => key)).toEqual([]);
  });

  it("keeps each message's placeholders, plurals and selects as English has them", () => {
    const differing = pairs.filter(({ english, spanish = "" }) => {
      return argumentsOf(english).join() !== argumentsOf(spanish).join();
    });
    expect(differing.map(({ key }) => key)).toEqual([]);
  });

  it("formats every message in Spanish with sample values", () => {
    for (const { key, spanish = "" } of pairs) {
      const values = Object.fromEntries(
        argumentsOf(spanish).map((argument) => {
          const [name = "", type] = argument.split(":");
          return [name, type === "1" || type === "6" ? 2 : type === "3" || type === "4" ? new Date(0) : "x"];
        }),
      );
      const formatted = (tIn as (language: "es", key: string, values: object) => string)("es", key, values);
      expect(formatted, key).not.toBe("");
      if (!/\{\s*\w+\s*,/.test(spanish)) expect(formatPlain(spanish, values), key).toBe(formatted);
    }
  });

  it("uses the glossary's word wherever the English uses the term", () => {
    const placeholders = /\{[^{}]*\}/g;
    const misses = pairs.flatMap(({ key, english, spanish = "" }) =>
      glossary
        .filter((term) =>
          wordsOf(english.replace(placeholders, " ")).join(" ").includes(folded(term.english)),
        )
        .filter((term) => !holdsTerm(spanish, term.spanish))
        .map((term) => `${key}: "${term.english}" → "${term.spanish}"`),
    );
    expect(misses).toEqual([]);
  });

  it("falls back to English for a language it does not know", () => {
    expect(languageOf("es-MX")).toBe("es");
    expect(languageOf("ES")).toBe("es");
    expect(languageOf("fr")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
    expect(tIn("es", "messages.heading" as MessageKey & "messages.heading")).toBe(es.messages.heading);
  });
});
