import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { getToken } from "./session";

/**
 * The headers of every call: it reads JSON, in the language the page speaks (the API writes its words,
 * to-dos and refusals, in that language, not the browser's), then the caller's own, then the session's
 * token when someone is signed in on this browser. One definition, so that an answer asked early
 * (`early-answers.ts`) is asked exactly as the call that takes it.
 */
export function callHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = getToken();
  return {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...extra,
    ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
  };
}
