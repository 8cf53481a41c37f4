import type { ReviewItem } from "@taxlane/organizer";

/** Whether an answer was saved after `since` (the professional's previous look); never before a first look. */
export function changedSince(item: Pick<ReviewItem, "updatedAt">, since: string | null | undefined): boolean {
  if (since === null || since === undefined || item.updatedAt === null) return false;
  return Date.parse(item.updatedAt) > Date.parse(since);
}
