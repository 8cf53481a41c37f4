import type { I18nFormatModule } from "i18next";
import IntlMessageFormat from "intl-messageformat";

/**
 * A message ICU would give back as written: no argument, plural or select (no brace) and no quoted
 * apostrophe (`''`), ICU's only other escape. Most of the catalog is such text, and making a formatter
 * for each (its locale resolved through `Intl` every time) was a tenth of a page's first render on a
 * phone.
 */
const isPlainText = (message: string) => !/[{}]/.test(message) && !message.includes("''");

/**
 * i18next's formatting step done by intl-messageformat: each message is read as an ICU message and
 * kept parsed. Tags are text (a message may say "<none>"), and a message that is not valid ICU
 * throws instead of showing its source.
 */
export function icuFormat(): I18nFormatModule & {
  parse(message: string, values: Record<string, unknown>, language: string, ns: string, key: string): string;
  addLookupKeys(keys: string[]): string[];
} {
  const parsed = new Map<string, IntlMessageFormat>();
  return {
    type: "i18nFormat",
    // ICU writes plurals inside one message: no `_one`/`_other` keys to look for.
    addLookupKeys: (keys) => keys,
    parse(message, values, language, ns, key) {
      if (isPlainText(message)) return message;
      const cacheKey = `${language}\u0000${ns}\u0000${key}`;
      let format = parsed.get(cacheKey);
      if (!format) {
        try {
          format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
        } catch (error) {
          throw new Error(`The message "${key}" is not a valid ICU message: ${String(error)}`);
        }
        parsed.set(cacheKey, format);
      }
      return String(format.format(values as Record<string, string | number | Date>));
    },
  };
}
