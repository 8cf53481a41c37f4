import { OTHER_COUNTRIES, UNITED_STATES } from "@taxlane/contract";
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
