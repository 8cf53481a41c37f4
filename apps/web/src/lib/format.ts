const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "Mar 4, 2026", or the text as it came when it is not a date. */
export function dateText(isoDate: string): string {
  const time = Date.parse(isoDate);
  return Number.isNaN(time) ? isoDate : shortDate.format(time);
}

/** "Ann Lee" from first and last names, without a stray space when one is missing. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/**
 * A label as it reads inside a sentence: "Social security number or ITIN" → "social security number
 * or ITIN". Only the first letter is lowered, and not when the first word is an abbreviation ("EIN").
 */
export function midSentence(label: string): string {
  const firstWord = label.split(/\s/, 1)[0] ?? "";
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}
