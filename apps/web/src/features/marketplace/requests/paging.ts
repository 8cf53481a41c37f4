import { REQUESTS_PAGE_SIZE } from "@taxlane/contract";

/** The row range of the page starting at `from` (0-based, `to` exclusive), as the request lists take it. */
export function pageRange(from: number, size = REQUESTS_PAGE_SIZE): { from: number; to: number } {
  return { from, to: from + size };
}

/** Where the next page starts, or `undefined` when the last one came back short (there is no more). */
export function nextFrom<T>(
  lastPage: readonly T[],
  pages: readonly (readonly T[])[],
  size = REQUESTS_PAGE_SIZE,
): number | undefined {
  if (lastPage.length < size) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}
