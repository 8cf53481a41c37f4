import { isLanguage, type Language, startingLanguage } from "./language";

/**
 * Where `t` learns the language to speak. The API answers each request and job in the language of
 * the person it writes to, from a scope kept per async call (apps/api `lib/language-scope.ts`), so no
 * request's language leaks into another's. In a browser, until one is set, the person's choice or
 * their browser's: the web's chunks may load before its first module runs, and a text worked out as
 * a chunk loads must already be in the page's language. Elsewhere, English.
 */
let starting: Language | undefined;
let source: () => Language = () => {
  starting ??= startingLanguage();
  return starting;
};

/** Sets where `t` reads the language, and gives back the reader it replaces (to put it back). */
export function setLanguageSource(read: () => Language): () => Language {
  const previous = source;
  source = read;
  return previous;
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

export { isLanguage };
