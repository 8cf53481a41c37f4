import type { MessageValue } from "./catalog";

/**
 * A tiny ICU formatter for the public pages, where the full one would weigh more than their own code:
 * it puts in `{name}` values and reads ICU's quoting (`''` is a quote, `'{'` a brace), and refuses
 * plurals and selects, which only `t` formats. A test holds it to `t` over the whole catalog.
 */
export function formatPlain(message: string, values: Readonly<Record<string, MessageValue>> = {}): string {
  let out = "";
  let index = 0;
  while (index < message.length) {
    const char = message[index];
    if (char === "'") {
      const next = message[index + 1];
      if (next === "'") {
        out += "'";
        index += 2;
        continue;
      }
      if (next === "{" || next === "}") {
        const close = message.indexOf("'", index + 1);
        const end = close === -1 ? message.length : close;
        out += message.slice(index + 1, end);
        index = end + 1;
        continue;
      }
      out += char;
      index += 1;
      continue;
    }
    if (char === "{") {
      const close = message.indexOf("}", index);
      const name = message.slice(index + 1, close === -1 ? message.length : close).trim();
      if (close === -1 || !/^\w+$/.test(name)) throw new Error(`formatPlain cannot format "${message}"`);
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {${name}} in "${message}"`);
      out += String(value);
      index = close + 1;
      continue;
    }
    out += char;
    index += 1;
  }
  return out;
}
