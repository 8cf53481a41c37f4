import MiniSearch from "minisearch";
import { indexTerm } from "./assistant-words";
import type { SearchableEntry } from "./search.repository";

/** An FAQ entry answers a question directly; a post of the same score is only further reading. */
const FAQ_BOOST = 2;
/** Where a word counts most: the question or title, then the answer, then the category or tags. */
const fieldBoosts = { title: 3, body: 1, topic: 0.5 };

export interface AssistantHit {
  entry: SearchableEntry;
  score: number;
  /** Share of the question's words (a word with its synonyms counts once) the entry holds. */
  coverage: number;
  /** Whether the entry's question (or the post's title) itself holds one of the question's words. */
  inTitle: boolean;
}

const keyOf = (entry: Pick<SearchableEntry, "kind" | "id">) => `${entry.kind}:${entry.id}`;

/**
 * The assistant's search over the published FAQ and blog: MiniSearch (BM25 ranking, prefix and
 * typo matching) with field boosts, FAQ entries boosted over posts. Built once per content version.
 */
export function buildAssistantIndex(entries: readonly SearchableEntry[]) {
  const byKey = new Map(entries.map((entry) => [keyOf(entry), entry]));
  const index = new MiniSearch<SearchableEntry & { key: string }>({
    idField: "key",
    fields: ["title", "body", "topic"],
    processTerm: indexTerm,
  });
  index.addAll(entries.map((entry) => ({ ...entry, key: keyOf(entry) })));

  return {
    /** `groups` from `questionTerms`: best first, with how much of the question each covers. */
    search(groups: readonly (readonly string[])[]): AssistantHit[] {
      if (groups.length === 0) return [];
      const terms = [...new Set(groups.flat())];
      const results = index.search(terms.join(" "), {
        // The terms are read already (`questionTerms`); the index must not read them twice.
        processTerm: (term) => term,
        boost: fieldBoosts,
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        boostDocument: (key: string) => (key.startsWith("faq:") ? FAQ_BOOST : 1),
        combineWith: "OR",
      });
      return results.flatMap((result) => {
        const entry = byKey.get(String(result.id));
        if (!entry) return [];
        const matched = new Set(result.queryTerms);
        const covered = groups.filter((group) => group.some((term) => matched.has(term))).length;
        const inTitle = Object.values(result.match).some((fields) => fields.includes("title"));
        return [{ entry, score: result.score, coverage: covered / groups.length, inTitle }];
      });
    },
  };
}

export type AssistantIndex = ReturnType<typeof buildAssistantIndex>;
