import type { Language } from "@taxlane/contract/i18n/language";
import { isLanguage, setLanguageSource } from "@taxlane/contract/i18n/language-source";

const LANGUAGE_KEY = "taxlane.language";

/** The language the person chose on this device, if any (storage may be off in private windows). */
export function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return saved !== null && isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** The first of the browser's languages the catalog speaks ("es-MX" is Spanish), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const code of preferred) {
    const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** The person's choice, else their browser's, else English. */
export function startingLanguage(): Language {
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return savedLanguage() ?? browserLanguage(preferred);
}

/**
 * Speaks `language` from now on: `t`, the localized domains and Intl read it, and `<html lang>` says
 * it to screen readers and search engines. Called once before anything renders.
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
