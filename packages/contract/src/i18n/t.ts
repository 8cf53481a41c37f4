import i18next from "i18next";
import type { MessageKey, MessageValues } from "./catalog";
import { icuFormat } from "./icu-format";
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

/** A message in the given language (English by default), its `{name}` arguments filled in. */
export function t<K extends MessageKey>(key: K, ...values: MessageValues<K>): string {
  return i18n.t(key, { ...values[0], lng: "en" satisfies Language });
}

/** The same, in a chosen language. */
export function tIn<K extends MessageKey>(language: Language, key: K, ...values: MessageValues<K>): string {
  return i18n.t(key, { ...values[0], lng: language });
}
