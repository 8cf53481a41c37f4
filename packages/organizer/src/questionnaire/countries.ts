import { OTHER_COUNTRIES, UNITED_STATES } from "@taxlane/contract";
import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { regionName } from "@taxlane/contract/i18n/region-names";
import { speakingLocale } from "../speaking-locale";
/**
 * Countries people can say they live in, by their common English name (the contract's list), for
 * the individual questionnaire's first question. The United States comes first (most people
 * answering live there); the rest follow in name order. Free of zod and React, so any page may use it.
 */

/** The country answer for people who live in the United States (the contract's `UNITED_STATES`). */
export const UNITED_STATES_COUNTRY = UNITED_STATES;

const otherCountries = OTHER_COUNTRIES.map(([, name]) => name);

/** Every country answer offered, the United States first. */
export const COUNTRIES: readonly string[] = [UNITED_STATES_COUNTRY, ...otherCountries];

/** Whether `name` is one of the offered countries (exactly as written). */
export function isKnownCountry(name: string): boolean {
  return COUNTRIES.includes(name);
}

const codeOfCountry: ReadonlyMap<string, string> = new Map([
  [UNITED_STATES_COUNTRY, "US"],
  ...OTHER_COUNTRIES.map(([code, name]): [string, string] => [name, code]),
]);

/**
 * A country answer's name in the language being spoken; the English name stays the answer's value.
 * English keeps the list's own names (the browser's would read "St. Lucia", "Türkiye"); a country the
 * browser cannot name keeps its English one.
 */
export function countryLabel(name: string): string {
  const code = codeOfCountry.get(name);
  if (code === undefined || currentLanguage() === "en") return name;
  return regionName(code, speakingLocale()) ?? name;
}

/**
 * The country question's choices as [value, label], the United States first and the rest in the
 * order of their names in the language being spoken.
 */
export function countryOptions(): [string, string][] {
  const collator = new Intl.Collator(speakingLocale());
  const others = otherCountries
    .map((name): [string, string] => [name, countryLabel(name)])
    .sort(([, a], [, b]) => collator.compare(a, b));
  return [[UNITED_STATES_COUNTRY, countryLabel(UNITED_STATES_COUNTRY)], ...others];
}
