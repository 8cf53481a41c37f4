import { useState } from "react";

/**
 * Newest-first pages read with `beforeId`: the pages already passed are kept, so "Newer" goes
 * back one page. A page shorter than the page size is the last.
 */
export function useCursorPages() {
  const [passed, setPassed] = useState<number[]>([]);
  return {
    /** The id the current page's entries are older than; undefined on the first page. */
    beforeId: passed.at(-1),
    isFirst: passed.length === 0,
    older: (lastIdShown: number) => setPassed((ids) => [...ids, lastIdShown]),
    newer: () => setPassed((ids) => ids.slice(0, -1)),
    restart: () => setPassed([]),
  };
}
