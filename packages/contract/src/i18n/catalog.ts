import type { en } from "./en";

/** The English catalog, the one every other language follows key for key. */
export type EnglishCatalog = typeof en;
export type CatalogDomain = keyof EnglishCatalog;

/** A catalog of another language: the same domains and keys, any words. */
export type Catalog = { readonly [D in CatalogDomain]: { readonly [K in keyof EnglishCatalog[D]]: string } };

/** A message's key, "domain.name": a key that is not in the catalog does not compile. */
export type MessageKey = {
  [D in CatalogDomain]: `${D}.${keyof EnglishCatalog[D] & string}`;
}[CatalogDomain];

/** The English message a key names, as its literal type. */
export type MessageOf<K extends MessageKey> = K extends `${infer D extends CatalogDomain}.${infer N}`
  ? N extends keyof EnglishCatalog[D]
    ? EnglishCatalog[D][N]
    : never
  : never;

/** The argument names of an ICU message: `{name}` and the `name` of `{name, plural, ...}`. */
type ArgumentNames<M extends string> = M extends `${string}{${infer Inside}}${infer Rest}`
  ? ArgumentName<Inside> | ArgumentNames<Rest>
  : never;
type ArgumentName<Inside extends string> = Inside extends `${infer Name},${string}`
  ? ArgumentName<Name>
  : Inside extends `${string}{${infer Nested}`
    ? ArgumentName<Nested>
    : Inside extends `${string} ${string}` | `${string}#${string}` | ""
      ? never
      : Inside;

/** A value a message is formatted with. */
export type MessageValue = string | number | Date;

/** The values a message needs, by name; none for a message without arguments. */
export type MessageValues<K extends MessageKey> = [ArgumentNames<MessageOf<K>>] extends [never]
  ? []
  : [values: Record<ArgumentNames<MessageOf<K>>, MessageValue>];

/** A key whose message takes no values, so `t(key)` alone formats it (a status or a type's name). */
export type PlainMessageKey = {
  [K in MessageKey]: MessageValues<K> extends [] ? K : never;
}[MessageKey];
