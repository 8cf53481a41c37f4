import pg from "pg";

const OPEN_BRACE = 123;
const QUOTE = 34;
const BACKSLASH = 92;

/**
 * PostgreSQL's text form of a one-dimensional array, e.g. `{plain,"with space",NULL,"say \"hi\""}`,
 * with `element` applied to each item that is not NULL. Returns undefined for any other form (several
 * dimensions, explicit bounds such as `[0:1]={…}`, text that does not parse), which the caller hands
 * to a complete reader. node-postgres' own reader (postgres-array) builds an object per character:
 * on the professional's request list, the match reasons of 20 rows cost 25 KB of garbage per call.
 */
export function readOneDimensionalArray<T>(
  text: string,
  element: (item: string) => T,
): (T | null)[] | undefined {
  const end = text.length - 1;
  if (text.charCodeAt(0) !== OPEN_BRACE || text.charCodeAt(end) !== 125) return undefined;
  const items: (T | null)[] = [];
  let at = 1;
  while (at < end) {
    const first = text.charCodeAt(at);
    if (first === OPEN_BRACE) return undefined;
    if (first === QUOTE) {
      let value = "";
      let from = at + 1;
      let cursor = from;
      for (;;) {
        if (cursor >= end) return undefined;
        const code = text.charCodeAt(cursor);
        if (code === QUOTE) break;
        if (code === BACKSLASH) {
          value += text.slice(from, cursor);
          from = cursor + 1;
          cursor += 2;
        } else cursor += 1;
      }
      items.push(element(value + text.slice(from, cursor)));
      at = cursor + 1;
    } else {
      const comma = text.indexOf(",", at);
      const stop = comma === -1 || comma > end ? end : comma;
      const raw = text.slice(at, stop);
      items.push(raw === "NULL" ? null : element(raw));
      at = stop;
    }
    // Each item ends at a comma before the next one, or at the closing brace.
    if (at === end) break;
    if (text.charCodeAt(at) !== 44) return undefined;
    at += 1;
  }
  return items;
}

const asText = (item: string) => item;
const asInteger = (item: string) => Number.parseInt(item, 10);

/** The array types whose items node-postgres reads as text or as integers, by their type ids. */
const ONE_DIMENSIONAL_READERS: ReadonlyArray<readonly [number, (item: string) => unknown]> = [
  [1009, asText], // text[]
  [1015, asText], // varchar[]
  [1007, asInteger], // int4[]
  [1005, asInteger], // int2[]
];

let installed = false;

/**
 * Reads text, varchar and integer arrays with `readOneDimensionalArray`, falling back to
 * node-postgres' own reader for the forms it leaves. The items come out as node-postgres gives
 * them (strings; numbers for the integer arrays; null for NULL), so nothing downstream changes.
 * node-postgres keeps its readers per process: this is done once, when the app opens PostgreSQL.
 */
export function useQuickArrayReaders(): void {
  if (installed) return;
  installed = true;
  for (const [typeId, element] of ONE_DIMENSIONAL_READERS) {
    const complete = pg.types.getTypeParser(typeId, "text") as (text: string) => unknown;
    pg.types.setTypeParser(
      typeId,
      "text",
      (text: string) => readOneDimensionalArray(text, element) ?? complete(text),
    );
  }
}
