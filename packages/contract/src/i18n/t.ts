import i18next from "i18next";
import type { MessageKey, MessageValues } from "./catalog";
import { icuFormat } from "./icu-format";
import { currentLanguage } from "./language-source";
import { catalogs, type Language } from "./lookup";

/**
 * One i18next instance over the catalogs, formatting ICU messages (plurals, selects, numbers, dates).
 * It is set up synchronously: the catalogs are in the bundle, nothing is fetched.
 */
const i18n = i18next.createInstance();
void i18n.use(icuFormat()).init({
  initAsync: false,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: Object.keys(catalogs),
  ns: ["messages"],
  defaultNS: "messages",
  resources: Object.fromEntries(
    Object.entries(catalogs).map(([language, catalog]) => [language, { messages: catalog }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/** Keys already reported as unusable in a language: each is logged once, not on every page. */
const reported = new Set<string>();
function reportOnce(language: Language, key: string, why: string): void {
  const id = `${language}:${key}`;
  if (reported.has(id)) return;
  reported.add(id);
  // The key and the reason only: values may hold a person's data.
  console.warn(`Message "${key}" in "${language}" ${why}; English is shown instead.`);
}

function hasMessage(language: Language, key: string): boolean {
  const [domain = "", name = ""] = key.split(".");
  const messages: Readonly<Record<string, Readonly<Record<string, string>>>> = catalogs[language];
  const inDomain = messages[domain];
  return inDomain !== undefined && Object.hasOwn(inDomain, name);
}

function format(language: Language, key: string, values: Record<string, unknown> | undefined): string {
  if (language !== "en" && !hasMessage(language, key)) {
    reportOnce(language, key, "is missing");
    return i18n.t(key, { ...values, lng: "en" });
  }
  try {
    return i18n.t(key, { ...values, lng: language });
  } catch (error) {
    if (language === "en") throw error;
    reportOnce(language, key, "could not be formatted");
    return i18n.t(key, { ...values, lng: "en" });
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
