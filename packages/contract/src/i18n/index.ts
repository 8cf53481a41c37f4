/**
 * The catalog of the words people read, and `t` to format them (ICU messages, icu-format.ts). Public
 * pages that must stay small read a domain's messages (`./en/<domain>`) with `formatPlain`: same
 * catalog, no library. Other languages' catalogs are registered (`registerCatalog`), not imported here:
 * `@taxlane/contract/i18n/es` is Spanish for the code that needs it whole (the API, tests).
 */
export type { Catalog, MessageKey, MessageValues, PlainMessageKey } from "./catalog";
export { en } from "./en";
export { type Language, languageNames, languages } from "./language";
export { currentLanguage, isLanguage, languageOf, setLanguageSource } from "./language-source";
export { localized } from "./localized";
export { catalogs, messageOf, type OtherLanguage, type RegisteredCatalogs, registerCatalog } from "./lookup";
export { formatPlain } from "./plain-format";
export { MISSING_ENGLISH_MESSAGE, registerEveryCatalog, t, tIn } from "./t";
export { tPlain } from "./t-plain";
