/**
 * The catalog of the words people read, and `t` to format them (i18next with ICU messages). Public
 * pages that must stay small read a domain's messages (`./en/<domain>`) with `formatPlain`: same
 * catalog, no library.
 */
export type { Catalog, MessageKey, MessageValues, PlainMessageKey } from "./catalog";
export { en } from "./en";
export { englishOnlyDomains, es } from "./es";
export { type Language, languageNames, languages } from "./language";
export { currentLanguage, isLanguage, languageOf, setLanguageSource } from "./language-source";
export { localized } from "./localized";
export { catalogs, messageOf } from "./lookup";
export { formatPlain } from "./plain-format";
export { t, tIn } from "./t";
export { tPlain } from "./t-plain";
