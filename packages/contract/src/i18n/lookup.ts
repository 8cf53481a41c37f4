import type { Catalog, EnglishCatalog, MessageKey, MessageOf } from "./catalog";
import { en } from "./en";
import type { Language } from "./language";

/** A language whose catalog is registered beside English's, which is always there. */
export type OtherLanguage = Exclude<Language, "en">;

/** The catalogs registered so far: English, and each other language once given (see `t.ts`). */
export type RegisteredCatalogs = { readonly en: EnglishCatalog } & {
  readonly [L in OtherLanguage]?: Catalog;
};

const registered: { en: EnglishCatalog } & { [L in OtherLanguage]?: Catalog } = { en };

/**
 * The catalogs by language, as registered so far. Another language's catalog is not part of the
 * bundle that reads this: a browser registers only the one it speaks, so an English reader's pages
 * carry no other; the API registers them all, as it writes to each person in their own.
 */
export const catalogs: RegisteredCatalogs = registered;
export type { Language };

/** Gives `t` a language's catalog: until then, its messages read as the English ones. */
export function registerCatalog(language: OtherLanguage, catalog: Catalog): void {
  registered[language] = catalog;
}

/**
 * The text `catalog` holds for "domain.name", if any. In the web's build an English domain is there
 * once a module naming it loaded (apps/web/vite-english-catalog.ts).
 */
export function messageIn(catalog: Catalog | EnglishCatalog, key: string): string | undefined {
  const [domain = "", name = ""] = key.split(".");
  const messages: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = catalog;
  const inDomain = messages[domain];
  return inDomain !== undefined && Object.hasOwn(inDomain, name) ? inDomain[name] : undefined;
}

/** A key's message as written in the English catalog, before any value is put in. */
export function messageOf<K extends MessageKey>(key: K): MessageOf<K> {
  const message = messageIn(en, key);
  if (message === undefined) throw new Error(`No message "${key}" in the catalog`);
  return message as MessageOf<K>;
}

export type { EnglishCatalog };
