import type { Catalog, CatalogDomain, EnglishCatalog, MessageKey, MessageOf } from "./catalog";
import { en } from "./en";
import { es } from "./es";
import type { Language } from "./language";

/** The catalogs by language. */
export const catalogs: Readonly<Record<Language, Catalog>> = { en, es };
export type { Language };

/** A key's message as written in the English catalog, before any value is put in. */
export function messageOf<K extends MessageKey>(key: K): MessageOf<K> {
  const [domain, name] = key.split(".") as [CatalogDomain, string];
  const messages: Readonly<Record<string, string>> = en[domain];
  const message = messages[name];
  if (message === undefined) throw new Error(`No message "${key}" in the catalog`);
  return message as MessageOf<K>;
}

export type { EnglishCatalog };
