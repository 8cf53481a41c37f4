import { askedLanguage, LANGUAGE_PARAMETER, savedLanguage } from "@taxlane/contract/i18n/language";
import { getToken } from "../session";
import { keepLanguage } from "./chosen-language";

/**
 * A page opened with `?lang=es` (the public pages' hreflang links) speaks Spanish from the start; this
 * keeps that choice as the header switch does, on this device and, signed in, on the account, and
 * takes the parameter off the address: a later reload, or the account's language winning, then
 * reads the kept choice instead of asking again.
 */
export function keepAskedLanguage(): void {
  const asked = askedLanguage(window.location.search);
  if (asked === null) return;
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAMETER);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  if (savedLanguage() === asked) return;
  keepLanguage(asked);
  if (getToken() === null) return;
  import("./save-account-language")
    .then(({ saveAccountLanguage }) => saveAccountLanguage(asked))
    .catch(() => {
      // The account keeps its language; this device still speaks the asked one.
    });
}
