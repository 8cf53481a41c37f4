/**
 * The languages the catalog speaks, apart from the catalogs themselves: the web's first chunk picks
 * one before any page loads, and must not carry every message to do it.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** Each language named in its own words, as a person looks for it in a list. */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", es: "Español" };

export function isLanguage(code: string): code is Language {
  return (languages as readonly string[]).includes(code);
}

/** What this module reads of a browser; the contract is built without the DOM's types. */
interface BrowserGlobals {
  readonly navigator?: { readonly languages?: readonly string[]; readonly language?: string };
  readonly document?: unknown;
  readonly localStorage?: { getItem(key: string): string | null };
  readonly location?: { readonly search?: string };
}
const browser = globalThis as BrowserGlobals;

/** Where the browser keeps the person's choice of language. */
export const LANGUAGE_KEY = "taxlane.language";

/** The language the person chose in this browser, if any (storage may be off in private windows). */
export function savedLanguage(): Language | null {
  try {
    const saved = browser.localStorage?.getItem(LANGUAGE_KEY) ?? null;
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

/** The query parameter that opens a page in a language: `?lang=es`, as the pages' hreflang links say. */
export const LANGUAGE_PARAMETER = "lang";

/** The language an address's query asks for (`?lang=es`), when the catalog speaks it. */
export function askedLanguage(search: string): Language | null {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  return asked !== null && isLanguage(asked) ? asked : null;
}

/**
 * In a browser, the language the address asks for, else the person's choice, else their browser's,
 * else English; elsewhere English.
 */
export function startingLanguage(): Language {
  const { navigator, document, location } = browser;
  if (navigator === undefined || document === undefined) return "en";
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language ?? ""];
  return askedLanguage(location?.search ?? "") ?? savedLanguage() ?? browserLanguage(preferred);
}
