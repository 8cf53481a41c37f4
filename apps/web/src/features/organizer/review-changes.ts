import type { ReviewItem } from "@taxlane/organizer";

/** Whether an answer was saved after `since` (the professional's previous look); never before a first look. */
export function changedSince(item: Pick<ReviewItem, "updatedAt">, since: string | null | undefined): boolean {
  if (since === null || since === undefined || item.updatedAt === null) return false;
  return Date.parse(item.updatedAt) > Date.parse(since);
}

/** What the note above the answers says: when the professional last looked, and how many shown changed since. */
export interface ChangesSummary {
  /** The previous look; null on a first one. */
  since: string | null;
  count: number;
}

/**
 * The note over the answers shown (`rows`), or null for none: before the look is recorded, and when no
 * answer is shown ("nothing changed" over "No answers" says nothing).
 */
export function changesSummary(
  rows: readonly { updatedAt?: string | null }[],
  since: string | null | undefined,
): ChangesSummary | null {
  if (since === undefined || rows.length === 0) return null;
  const count = rows.filter((row) => changedSince({ updatedAt: row.updatedAt ?? null }, since)).length;
  return { since, count };
}
