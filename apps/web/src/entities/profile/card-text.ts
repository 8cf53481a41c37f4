import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

/** Up to two capital letters from a display name ("Maria G." → "MG"), for an avatar without a photo. */
export function initialsOf(displayName: string): string {
  const letters = displayName
    .split(/[\s.-]+/)
    .filter((part) => part !== "")
    .map((part) => part[0]?.toUpperCase() ?? "");
  if (letters.length === 0) return "?";
  return letters.length === 1 ? (letters[0] ?? "?") : `${letters[0]}${letters[letters.length - 1]}`;
}

export function yearsOfExperienceText(years: number): string {
  if (years < 1) return profiles.lessThanAYear;
  return years === 1 ? profiles.oneYear : formatPlain(profiles.years, { years });
}

export function reviewsText(count: number): string {
  return count === 1 ? profiles.oneReview : formatPlain(profiles.reviews, { count });
}

/** A star average as people read it: "4.8 out of 5 stars". */
export function starsLabel(stars: number): string {
  return formatPlain(profiles.starsOutOfFive, { stars: Number.isInteger(stars) ? stars : stars.toFixed(1) });
}
