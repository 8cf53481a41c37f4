/**
 * The legal pages (privacy policy, terms, about): their titles and the words around each document. The
 * documents themselves are written whole per language beside the pages (apps/web .../content/legal).
 */
export const legal = {
  privacyPolicyTitle: "Privacy policy",
  termsTitle: "Terms and conditions",
  aboutTitle: "About us",
  contents: "Contents",
  /** `<time>` wraps the date, e.g. "November 1, 2026". */
  lastUpdated: "Last updated <time>{date}</time>",
} as const;
