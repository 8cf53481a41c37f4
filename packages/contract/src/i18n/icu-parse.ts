/**
 * The part of ICU MessageFormat the catalog writes: text with ICU's apostrophe quoting, `{name}`
 * arguments, and `plural` (exact `=N` and the language's categories, `#` for the number) and `select`
 * arguments, nested. Other argument types (number, date, an offset) are refused, so a message that
 * starts using one fails the catalog's tests instead of showing its source. Quoting follows ICU's
 * "optional apostrophe" rule: `''` is an apostrophe, an apostrophe before `{`, `}`, `<`, `|` (or `#`
 * in a plural) starts quoted text up to the next lone apostrophe, any other is itself.
 */
export type MessagePart =
  | string
  | { kind: "argument"; name: string }
  | { kind: "pound" }
  | { kind: "plural" | "select"; name: string; options: Readonly<Record<string, readonly MessagePart[]>> };

export class MessageSyntaxError extends Error {}

const quoteOpeners = new Set(["{", "}", "<", "|"]);
const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

class Reader {
  index = 0;
  constructor(readonly text: string) {}

  get char(): string | undefined {
    return this.text[this.index];
  }

  skipSpace(): void {
    while (isSpace(this.char)) this.index += 1;
  }

  /** Characters up to a space, a brace or a comma. */
  word(): string {
    const start = this.index;
    while (this.char !== undefined && !isSpace(this.char) && !"{},".includes(this.char)) this.index += 1;
    return this.text.slice(start, this.index);
  }

  expect(char: string): void {
    if (this.char !== char) this.fail(`expected "${char}"`);
    this.index += 1;
  }

  fail(why: string): never {
    throw new MessageSyntaxError(`${why} at ${this.index} in "${this.text}"`);
  }
}

/** Reads a message into its parts; throws `MessageSyntaxError` on what ICU would refuse or `t` cannot format. */
export function parseMessage(text: string): MessagePart[] {
  const reader = new Reader(text);
  const parts = readParts(reader, null);
  if (reader.char !== undefined) reader.fail("unexpected text");
  return parts;
}

/** A message or an option's sub-message (`inside` names its argument's type; it ends at its `}`). */
function readParts(reader: Reader, inside: "plural" | "select" | null): MessagePart[] {
  const parts: MessagePart[] = [];
  let text = "";
  const flush = () => {
    if (text !== "") parts.push(text);
    text = "";
  };
  for (;;) {
    const char = reader.char;
    if (char === undefined) {
      if (inside !== null) reader.fail("unclosed option");
      break;
    }
    if (char === "}" && inside !== null) break;
    if (char === "'") {
      text += readApostrophe(reader, inside === "plural");
      continue;
    }
    if (char === "{") {
      flush();
      parts.push(readArgument(reader));
      continue;
    }
    if (char === "#" && inside === "plural") {
      flush();
      parts.push({ kind: "pound" });
      reader.index += 1;
      continue;
    }
    text += char;
    reader.index += 1;
  }
  flush();
  return parts;
}

function readApostrophe(reader: Reader, inPlural: boolean): string {
  const next = reader.text[reader.index + 1];
  if (next === "'") {
    reader.index += 2;
    return "'";
  }
  if (next === undefined || !(quoteOpeners.has(next) || (inPlural && next === "#"))) {
    reader.index += 1;
    return "'";
  }
  // Quoted text: its first character as is, then up to a lone apostrophe (or the end).
  let quoted = next;
  reader.index += 2;
  while (reader.char !== undefined) {
    if (reader.char === "'") {
      if (reader.text[reader.index + 1] === "'") {
        quoted += "'";
        reader.index += 2;
        continue;
      }
      reader.index += 1;
      break;
    }
    quoted += reader.char;
    reader.index += 1;
  }
  return quoted;
}

function readArgument(reader: Reader): MessagePart {
  reader.expect("{");
  reader.skipSpace();
  const name = reader.word();
  if (name === "") reader.fail("an argument without a name");
  reader.skipSpace();
  if (reader.char === "}") {
    reader.index += 1;
    return { kind: "argument", name };
  }
  reader.expect(",");
  reader.skipSpace();
  const type = reader.word();
  if (type !== "plural" && type !== "select") reader.fail(`an argument of type "${type}"`);
  reader.skipSpace();
  reader.expect(",");
  const options: Record<string, readonly MessagePart[]> = {};
  for (;;) {
    reader.skipSpace();
    if (reader.char === "}") break;
    const selector = reader.word();
    if (selector === "") reader.fail("an option without a selector");
    if (selector.startsWith("offset:")) reader.fail("a plural offset");
    if (type === "plural" && selector.startsWith("=") && !/^=\d+(\.\d+)?$/.test(selector)) {
      reader.fail(`the selector "${selector}"`);
    }
    if (Object.hasOwn(options, selector)) reader.fail(`the selector "${selector}" twice`);
    reader.skipSpace();
    reader.expect("{");
    options[selector] = readParts(reader, type);
    reader.expect("}");
  }
  reader.expect("}");
  if (!Object.hasOwn(options, "other")) reader.fail(`a ${type} without "other"`);
  return { kind: type, name, options };
}
