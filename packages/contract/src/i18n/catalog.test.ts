import IntlMessageFormat from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { MessageKey } from "./catalog";
import { en } from "./en";
import { formatPlain } from "./plain-format";
import { t } from "./t";
import { tPlain } from "./t-plain";

const allKeys = Object.entries(en).flatMap(([domain, messages]) =>
  Object.keys(messages).map((name) => `${domain}.${name}` as MessageKey),
);
const messageText = (key: string): string => {
  const [domain, name] = key.split(".") as [keyof typeof en, string];
  return (en[domain] as Readonly<Record<string, string>>)[name] ?? "";
};
/** Sample values: each argument of a message is given its own name in angle brackets. */
const sampleValues = (message: string): Record<string, string> =>
  Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map(([, name = ""]) => [name, `<${name}>`]));
const isPlain = (message: string) => !/\{\s*\w+\s*,/.test(message);

describe("the catalog", () => {
  it("holds only valid ICU messages", () => {
    for (const key of allKeys) expect(() => new IntlMessageFormat(messageText(key), "en")).not.toThrow();
  });

  it("t formats a message with its values, and a message without any as written", () => {
    expect(t("validation.yearsOfExperienceMax", { max: 1000 })).toBe(
      "Enter your years of experience as a whole number up to 1000.",
    );
    expect(t("app.noMessages")).toBe("Oops! Looks like you don't have any message yet");
  });

  it("formatPlain and t agree on every message of plain arguments", () => {
    for (const key of allKeys) {
      const message = messageText(key);
      if (!isPlain(message)) continue;
      const values = sampleValues(message);
      const viaT = (t as (key: string, values: Record<string, string>) => string)(key, values);
      expect(formatPlain(message, values), key).toBe(viaT);
    }
  });

  it("formatPlain reads ICU's quotes and refuses plurals", () => {
    expect(formatPlain("Driver's '{'license'}' and it''s {name}", { name: "Ann" })).toBe(
      "Driver's {license} and it's Ann",
    );
    expect(() => formatPlain("{count, plural, one {# file} other {# files}}", { count: 1 })).toThrow();
  });

  it("keys and values are checked when compiled", () => {
    expect(tPlain("validation.yearsOfExperienceMax", { max: 3 })).toContain("up to 3.");
    // @ts-expect-error: no such key
    expect(() => tPlain("validation.noSuchMessage")).toThrow();
    // @ts-expect-error: the message needs its `max`
    expect(() => tPlain("validation.yearsOfExperienceMax")).toThrow();
  });
});
