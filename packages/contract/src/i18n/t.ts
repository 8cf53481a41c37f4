import i18next from "i18next";
import type { Catalog, MessageKey, MessageValues } from "./catalog";
import { icuFormat } from "./icu-format";
import { languages } from "./language";
import { currentLanguage } from "./language-source";
import { catalogs, holdCatalog, type Language, type OtherLanguage } from "./lookup";

/**
 * One i18next instance over the catalogs, formatting ICU messages (plurals, selects, numbers, dates).
 * It is set up synchronously with English; another language's catalog joins it when registered.
 */
const i18n = i18next.createInstance();
void i18n.use(icuFormat()).init({
  initAsync: false,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...languages],
  ns: ["messages"],
  defaultNS: "messages",
  resources: { en: { messages: catalogs.en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Gives `t` a language's catalog: until then, its messages read as the English ones. */
export function registerCatalog(language: OtherLanguage, catalog: Catalog): void {
  holdCatalog(language, catalog);
  i18n.addResourceBundle(language, "messages", catalog, true, true);
}

/** Each other language's catalog, loaded only when asked for: in the web, a chunk of its own. */
const catalogSources: Readonly<Record<OtherLanguage, () => Promise<Catalog>>> = {
  es: async () => (await import("./es")).es,
};
const otherLanguages = languages.filter((language): language is OtherLanguage => language !== "en");

/**
 * Registers every language's catalog: the API writes to each person in their language, whatever
 * language the request that causes it speaks (a Spanish reader's mail from an English request).
 */
export async function registerEveryCatalog(): Promise<void> {
  await Promise.all(
    otherLanguages.map(async (language) => registerCatalog(language, await catalogSources[language]())),
  );
}

// A browser chooses its language before any module loads and reloads the page to switch
// (language-source.ts): the spoken language's catalog is registered here, before any module that
// imports `t` runs, so a text worked out as a module loads is already in that language and an
// English reader's pages never fetch another catalog. Elsewhere (the API, tests) the language is
// English as this loads, and whoever starts registers the catalogs it needs.
const spoken = currentLanguage();
if (spoken !== "en") registerCatalog(spoken, await catalogSources[spoken]());

/** What was already reported as unusable: each is logged once, not on every page. */
const reported = new Set<string>();
function reportOnce(what: string, why: string): void {
  if (reported.has(what)) return;
  reported.add(what);
  // The key and the reason only: values may hold a person's data.
  console.warn(`${what} ${why}; English is shown instead.`);
}

function hasMessage(catalog: Catalog, key: string): boolean {
  const [domain = "", name = ""] = key.split(".");
  const messages: Readonly<Record<string, Readonly<Record<string, string>>>> = catalog;
  const inDomain = messages[domain];
  return inDomain !== undefined && Object.hasOwn(inDomain, name);
}

function format(language: Language, key: string, values: Record<string, unknown> | undefined): string {
  const english = () => i18n.t(key, { ...values, lng: "en" });
  if (language === "en") return english();
  const catalog = catalogs[language];
  // A whole catalog missing is one warning, not one for each of its messages.
  if (catalog === undefined) {
    reportOnce(`The "${language}" catalog`, "is not registered");
    return english();
  }
  if (!hasMessage(catalog, key)) {
    reportOnce(`Message "${key}" in "${language}"`, "is missing");
    return english();
  }
  try {
    return i18n.t(key, { ...values, lng: language });
  } catch {
    reportOnce(`Message "${key}" in "${language}"`, "could not be formatted");
    return english();
  }
}

/** A message in the language being spoken (see `language-source.ts`), its `{name}` arguments filled in. */
export function t<K extends MessageKey>(key: K, ...values: MessageValues<K>): string {
  return format(currentLanguage(), key, values[0]);
}

/** The same, in a chosen language. */
export function tIn<K extends MessageKey>(language: Language, key: K, ...values: MessageValues<K>): string {
  return format(language, key, values[0]);
}
