import { type Language, languages } from "./language";

/**
 * Where `t` learns the language to speak. The web sets it once at start from the person's choice;
 * the API answers each request and job in the language of the person it writes to, from a scope kept
 * per async call (apps/api `lib/language-scope.ts`), so no request's language leaks into another's.
 * Until one is set, English.
 */
let source: () => Language = () => "en";

export function setLanguageSource(read: () => Language): void {
  source = read;
}

export function currentLanguage(): Language {
  return source();
}

/**
 * The language a code names ("es", "es-MX", "ES"), or English for anything else: an unknown code from
 * a browser or a client never breaks a page.
 */
export function languageOf(code: string | null | undefined): Language {
  const base = (code ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isLanguage(base) ? base : "en";
}

export function isLanguage(code: string): code is Language {
  return (languages as readonly string[]).includes(code);
}
