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
  if (years < 1) return "Less than a year of experience";
  return years === 1 ? "1 year of experience" : `${years} years of experience`;
}

export function reviewsText(count: number): string {
  return count === 1 ? "1 review" : `${count} reviews`;
}

/** A star average as people read it: "4.8 out of 5 stars". */
export function starsLabel(stars: number): string {
  return `${Number.isInteger(stars) ? stars : stars.toFixed(1)} out of 5 stars`;
}
