import { currentLanguage } from "@taxlane/contract/i18n/language-source";

/** The `Intl` locale of the language being spoken: US dollars and month-first dates in both. */
export function speakingLocale(): "en-US" | "es-US" {
  return currentLanguage() === "es" ? "es-US" : "en-US";
}
