import type { FaqEntry } from "@taxlane/contract";

/** Lower case without accents, so "w2" finds "W-2"'s neighbours and "resume" finds "résumé". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Letters and digits only: "W-2" and "w2" compare equal. */
function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * The entries whose question, answer or category hold every word of the query (in any order);
 * all of them for an empty query.
 */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).map(compact).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = compact(`${entry.category} ${entry.question} ${entry.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface FaqGroup {
  category: string;
  entries: FaqEntry[];
}

/** Entries grouped by category, categories in the order they first appear. */
export function groupByCategory(entries: readonly FaqEntry[]): FaqGroup[] {
  const groups = new Map<string, FaqEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.category);
    if (group) group.push(entry);
    else groups.set(entry.category, [entry]);
  }
  return [...groups].map(([category, grouped]) => ({ category, entries: grouped }));
}

/** An answer's paragraphs: the server separates them by blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function faqAnchor(id: number): string {
  return `faq-${id}`;
}

/** The entry id in an address's hash (`#faq-12`), or null. */
export function faqIdFromHash(hash: string): number | null {
  const match = /^#faq-([1-9]\d{0,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** An id for a category heading, from its name. */
export function categorySlug(category: string, index: number): string {
  const slug = fold(category)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `faq-category-${index}${slug ? `-${slug}` : ""}`;
}
