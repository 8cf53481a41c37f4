import type { Catalog, CatalogDomain, EnglishCatalog, MessageKey, MessageOf } from "./catalog";
import { en } from "./en";
import { es } from "./es";

/** The catalogs by language. */
export const catalogs: Readonly<Record<"en" | "es", Catalog>> = { en, es };
export type Language = keyof typeof catalogs;

/** A key's message as written in the English catalog, before any value is put in. */
export function messageOf<K extends MessageKey>(key: K): MessageOf<K> {
  const [domain, name] = key.split(".") as [CatalogDomain, string];
  const messages: Readonly<Record<string, string>> = en[domain];
  const message = messages[name];
  if (message === undefined) throw new Error(`No message "${key}" in the catalog`);
  return message as MessageOf<K>;
}

export type { EnglishCatalog };

/** Each language named in its own words, as a person looks for it in a list. */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", es: "Español" };
