import { askedLanguage, LANGUAGE_PARAMETER, type Language } from "@taxlane/contract/i18n/language";
import { getToken } from "../session";
import { keepLanguage } from "./chosen-language";

/** The language this page load's address asked for, if it asked. */
let askedThisLoad: Language | null = null;

/**
 * A page opened with `?lang=es` (the public pages' hreflang links) speaks Spanish from the start; this
 * keeps that choice as the header switch does, on this device and, signed in, on the account, and
 * takes the parameter off the address, so a later reload reads the kept choice instead of asking again.
 */
export function keepAskedLanguage(): void {
  const asked = askedLanguage(window.location.search);
  if (asked === null) return;
  askedThisLoad = asked;
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAMETER);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  keepLanguage(asked);
  // Whatever the device kept before, the account may speak another: it is told every time.
  if (getToken() === null) return;
  import("./save-account-language")
    .then(({ saveAccountLanguage }) => saveAccountLanguage(asked))
    .catch(() => {
      // The account keeps its language, and wins again from the next page load on.
    });
}

/**
 * The language the address asked for on this page load. It outranks the account's for this load: the
 * account is being told, and an answer about the account read before that save lands is old news.
 */
export function languageAskedThisLoad(): Language | null {
  return askedThisLoad;
}
