/**
 * The Spanish wording of the contract's numbers for the Spanish legal pages, as legal-text.ts words
 * them in English: small numbers spelled out ("siete años", "dos veces"), larger ones as digits.
 */

const smallNumbers = [
  "cero",
  "uno",
  "dos",
  "tres",
  "cuatro",
  "cinco",
  "seis",
  "siete",
  "ocho",
  "nueve",
  "diez",
  "once",
  "doce",
] as const;

/** The gender of the noun a number counts: "un año" but "una vez". */
type Gender = "masculine" | "feminine";

/** "siete" for 7, "un" or "una" for 1 (before its noun); numbers above twelve stay as digits. */
export function numberWordEs(value: number, gender: Gender = "masculine"): string {
  if (value === 1) return gender === "feminine" ? "una" : "un";
  return smallNumbers[value] ?? String(value);
}

/** "una vez", "dos veces", "tres veces" and so on. */
export function timesWordEs(count: number): string {
  return `${numberWordEs(count, "feminine")} ${count === 1 ? "vez" : "veces"}`;
}

/** "un año", "siete años". */
export function yearsWordEs(count: number): string {
  return `${numberWordEs(count)} ${count === 1 ? "año" : "años"}`;
}
