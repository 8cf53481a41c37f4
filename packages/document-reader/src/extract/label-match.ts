/**
 * Finding a printed label among OCR's words when OCR got it a little wrong: each word of the label is
 * matched to a word on the page within a small edit-distance budget (a letter dropped, doubled or
 * misread), and two words OCR ran together or one it split in two still match. Words of three
 * characters or fewer (box numbers such as "12a") must match exactly, so "12b" never stands for "12a".
 */
import { squash } from "../classify/squash";
import type { PageWord } from "../page";

/** Levenshtein distance between two strings, stopping early once it is sure to pass `limit`. */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] as number;
}

/** The edits a label word of this length may differ by: none for box numbers, one or two for words. */
export function wordBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** The label's words squashed as the page's are, empty ones (punctuation alone) dropped. */
export function labelWords(label: string): string[] {
  return label
    .split(/\s+/)
    .map(squash)
    .filter((word) => word.length > 0);
}

/** The edits `printed` is away from `wanted`, or null past the budget; the label's last word may be cut short. */
function wordCost(wanted: string, printed: string, last: boolean): number | null {
  const budget = wordBudget(wanted.length);
  // A label is given by its first words: its last one may stop inside a longer printed word ("distr").
  const readings =
    last && wanted.length >= 4 && printed.length > wanted.length
      ? [printed, printed.slice(0, wanted.length)]
      : [printed];
  let cost = budget + 1;
  for (const reading of readings) {
    cost = Math.min(cost, editDistance(wanted, reading, budget));
    // "rn" for "m" is OCR's commonest two-for-one misreading: one edit, not two.
    if (reading.includes("rn") && budget > 0)
      cost = Math.min(cost, 1 + editDistance(wanted, reading.replace(/rn/g, "m"), budget - 1));
  }
  return cost <= budget ? cost : null;
}

export interface LabelMatch {
  /** The index after the line's last word of the label. */
  end: number;
  /** Edits in all: 0 for an exact match. */
  cost: number;
}

/**
 * The cheapest match of the label's words from `start` in a line: each step takes one page word for one
 * label word, one page word for two label words (run together) or two page words for one (split).
 */
export function matchLabelAt(
  line: readonly PageWord[],
  start: number,
  wanted: readonly string[],
): LabelMatch | null {
  const printed = line.map((word) => squash(word.text));
  let best: LabelMatch | null = null;
  const visit = (page: number, label: number, cost: number) => {
    if (best && cost >= best.cost) return;
    if (label === wanted.length) {
      best = { end: page, cost };
      return;
    }
    const word = printed[page];
    if (word === undefined) return;
    const labelWord = wanted[label] as string;
    const isLast = label === wanted.length - 1;
    const one = wordCost(labelWord, word, isLast);
    if (one !== null) visit(page + 1, label + 1, cost + one);
    const twoLabels = wanted[label + 1];
    // Run together, a box number must still be there as printed: else "1 Wages" would match "wages".
    const keepsShortWord = labelWord.length > 3 || word.startsWith(labelWord);
    if (twoLabels !== undefined && keepsShortWord) {
      const merged = wordCost(labelWord + twoLabels, word, label + 1 === wanted.length - 1);
      if (merged !== null) visit(page + 1, label + 2, cost + merged);
    }
    const next = printed[page + 1];
    if (next !== undefined) {
      const split = wordCost(labelWord, word + next, isLast);
      if (split !== null) visit(page + 2, label + 1, cost + split);
    }
    // An empty page word (a stray mark squashed to nothing) is skipped, as it is no letter of the label.
    if (word === "" && page > start) visit(page + 1, label, cost);
  };
  if (printed[start] === "") return null;
  visit(start, 0, 0);
  return best;
}
