import type { MessageValue } from "./catalog";
import { type MessagePart, MessageSyntaxError, parseMessage } from "./icu-parse";
import { perLocale } from "./per-locale";

/**
 * Formats a catalog message (icu-parse.ts) in a language: each message is read once and kept read,
 * and a message that needs no formatting (no brace, no doubled apostrophe: most of the catalog) is
 * given back as written. Plural categories and the number `#` stands for come from `Intl`, per
 * language. A test holds it to intl-messageformat over every message of every catalog.
 */
const readMessages = new Map<string, readonly MessagePart[]>();
const pluralRulesIn = perLocale((language) => new Intl.PluralRules(language));
const numberFormatIn = perLocale((language) => new Intl.NumberFormat(language));

/** No argument, and no apostrophe ICU would read as quoting: the message is its own text. */
const isPlainText = (message: string) => !/[{}]|'['<|]/.test(message);

/** Reads `message` (kept for the next call); throws when it is not a message `t` can format. */
function readMessage(message: string, key: string): readonly MessagePart[] {
  let parts = readMessages.get(message);
  if (parts === undefined) {
    try {
      parts = parseMessage(message);
    } catch (error) {
      if (!(error instanceof MessageSyntaxError)) throw error;
      throw new Error(`The message "${key}" is not a valid ICU message: ${error.message}`);
    }
    readMessages.set(message, parts);
  }
  return parts;
}

export type FormatValues = Readonly<Record<string, MessageValue | null | undefined>>;

/** `message` (the catalog's text for `key`) in `language`, its arguments filled in from `values`. */
export function formatMessage(message: string, values: FormatValues, language: string, key: string): string {
  if (isPlainText(message)) return message;
  return formatParts(readMessage(message, key), values, language, key, undefined);
}

function argumentValue(values: FormatValues, name: string, key: string): MessageValue | null | undefined {
  if (!Object.hasOwn(values, name)) throw new Error(`No value for {${name}} in the message "${key}"`);
  return values[name];
}

function formatParts(
  parts: readonly MessagePart[],
  values: FormatValues,
  language: string,
  key: string,
  pluralNumber: number | undefined,
): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    if (part.kind === "pound") {
      out += numberFormatIn(language).format(pluralNumber ?? 0);
      continue;
    }
    const value = argumentValue(values, part.name, key);
    if (part.kind === "argument") {
      out += value === null || value === undefined ? "" : String(value);
      continue;
    }
    const chosen =
      part.kind === "plural"
        ? pluralOption(part.options, Number(value), language)
        : (part.options[String(value)] ?? part.options.other);
    if (chosen === undefined) throw new Error(`No option for "${String(value)}" in the message "${key}"`);
    out += formatParts(chosen, values, language, key, part.kind === "plural" ? Number(value) : pluralNumber);
  }
  return out;
}

function pluralOption(
  options: Readonly<Record<string, readonly MessagePart[]>>,
  value: number,
  language: string,
): readonly MessagePart[] | undefined {
  const exact = options[`=${value}`];
  if (exact !== undefined) return exact;
  const category = pluralRulesIn(language).select(value);
  return options[category] ?? options.other;
}
