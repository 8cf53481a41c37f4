import { home } from "@taxlane/contract/i18n/local/home";

/** Short, true facts about US taxes for the home page's "Unlock a tax fun fact" button. */
export const taxFunFacts: readonly string[] = [
  home.funFact1,
  home.funFact2,
  home.funFact3,
  home.funFact4,
  home.funFact5,
  home.funFact6,
  home.funFact7,
  home.funFact8,
];

/** The fact after `current` (the first when none is shown yet), going round when the list ends. */
export function nextFactIndex(current: number | null, count: number = taxFunFacts.length): number {
  if (count <= 0) return 0;
  return current === null ? 0 : (current + 1) % count;
}
