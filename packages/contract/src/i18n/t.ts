import type { Catalog, MessageKey, MessageValues } from "./catalog";
import { type FormatValues, formatMessage } from "./icu-format";
import { languages } from "./language";
import { currentLanguage } from "./language-source";
import { catalogs, type Language, messageIn, type OtherLanguage, registerCatalog } from "./lookup";

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

/** What `t` warns of when a key's English message is not there: the journeys fail on it. */
export const MISSING_ENGLISH_MESSAGE = "is not in the English catalog";

/** What was already reported as unusable: each is logged once, not on every page. */
const reported = new Set<string>();
function reportOnce(what: string, why: string, shown = "English is shown instead"): void {
  if (reported.has(what)) return;
  reported.add(what);
  // The key and the reason only: values may hold a person's data.
  console.warn(`${what} ${why}; ${shown}.`);
}

function format(language: Language, key: string, values: FormatValues | undefined): string {
  const english = () => {
    const message = messageIn(catalogs.en, key);
    if (message === undefined) {
      // A key built at run time that the catalog lacks, or (in the web's build, where each module
      // brings the domains it names) a domain no loaded module named: the key rather than nothing.
      reportOnce(`Message "${key}"`, MISSING_ENGLISH_MESSAGE, "its key is shown instead");
      return key;
    }
    return formatMessage(message, values ?? {}, "en", key);
  };
  if (language === "en") return english();
  const catalog = catalogs[language];
  // A whole catalog missing is one warning, not one for each of its messages.
  if (catalog === undefined) {
    reportOnce(`The "${language}" catalog`, "is not registered");
    return english();
  }
  const message = messageIn(catalog, key);
  if (message === undefined) {
    reportOnce(`Message "${key}" in "${language}"`, "is missing");
    return english();
  }
  try {
    return formatMessage(message, values ?? {}, language, key);
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
