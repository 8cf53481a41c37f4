/**
 * The languages the catalog speaks, apart from the catalogs themselves: the web's first chunk picks
 * one before any page loads, and must not carry every message to do it.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

/** Each language named in its own words, as a person looks for it in a list. */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", es: "Español" };
