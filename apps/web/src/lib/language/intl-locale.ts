import { currentLanguage } from "@taxlane/contract/i18n/language-source";

/** The Intl locale of the language being spoken: US conventions (dollars, month-first dates) in each. */
export function intlLocale(): "en-US" | "es-US" {
  return currentLanguage() === "es" ? "es-US" : "en-US";
}
