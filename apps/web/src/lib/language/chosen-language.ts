import { LANGUAGE_KEY, type Language } from "@taxlane/contract/i18n/language";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { getToken } from "../session";

/**
 * Speaks `language` from now on: `t`, the localized domains and Intl read it, and `<html lang>` says
 * it to screen readers and search engines.
 */
export function speak(language: Language): void {
  setLanguageSource(() => language);
  document.documentElement.lang = language;
}

/** Keeps the choice on this device; false when the browser refuses storage. */
export function keepLanguage(language: Language): boolean {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
    return localStorage.getItem(LANGUAGE_KEY) === language;
  } catch {
    return false;
  }
}

/**
 * Keeps the person's choice, on this device and, when signed in, on the account (so mails and texts
 * follow it and another device starts in it), then reloads so every text on the page follows it.
 * The call is loaded only when used: this module sits in the first chunk every page loads.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  keepLanguage(language);
  if (getToken() !== null) {
    try {
      const { saveAccountLanguage } = await import("./save-account-language");
      await saveAccountLanguage(language);
    } catch {
      // The account keeps its language; this device still speaks the new one.
    }
  }
  speak(language);
  window.location.reload();
}
