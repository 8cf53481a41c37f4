import type { Language } from "@taxlane/contract/i18n/language";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { intlLocale } from "../../lib/language";

/** A language as a list or a check box names it ("Spanish", "Español"). */
export function languageLabel(language: Language): string {
  return language === "es" ? profiles.languageSpanish : profiles.languageEnglish;
}

/** A language inside a sentence: Spanish writes its names in lower case ("en español"). */
function languageInText(language: Language): string {
  return language === "es" ? profiles.languageSpanishInText : profiles.languageEnglishInText;
}

/** "Serves clients in English and Spanish"; empty when the professional named none. */
export function servesClientsInText(languages: readonly Language[]): string {
  if (languages.length === 0) return "";
  const list = new Intl.ListFormat(intlLocale(), { type: "conjunction" }).format(
    languages.map(languageInText),
  );
  return formatPlain(profiles.servesClientsIn, { languages: list });
}

/** "in Spanish", for a sentence that says what a list holds. */
export function inLanguageText(language: Language): string {
  return formatPlain(profiles.inLanguage, { language: languageInText(language) });
}
