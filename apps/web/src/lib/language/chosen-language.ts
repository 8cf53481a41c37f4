import { LANGUAGE_KEY, type Language } from "@taxlane/contract/i18n/language";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";

/**
 * Speaks `language` from now on: `t`, the localized domains and Intl read it, and `<html lang>` says
 * it to screen readers and search engines.
 */
export function speak(language: Language): void {
  setLanguageSource(() => language);
  document.documentElement.lang = language;
}

/**
 * Keeps the person's choice and reloads, so every text on the page, including those a module worked
 * out once, follows it. The one place a choice is saved: the account's copy is written from here too.
 */
export function chooseLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
  speak(language);
  window.location.reload();
}
