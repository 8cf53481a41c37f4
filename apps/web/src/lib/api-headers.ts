import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { getToken } from "./session";

/** What every call says of itself: it reads JSON, in the language the page speaks. */
export function apiHeaders(): Record<string, string> {
  // The API writes its words (to-dos, refusals) in the language the page speaks, not the browser's.
  return { Accept: "application/json", "Accept-Language": currentLanguage() };
}

/** The session's token, when someone is signed in on this browser. */
export function authorizationHeader(): Record<string, string> {
  const token = getToken();
  return token === null ? {} : { Authorization: `Bearer ${token}` };
}
