/**
 * The review prompt opens at most once per professional in a browser tab: after the first download
 * of a return, not after every one. Someone who closes it can still use "Rate your professional".
 */
const PROMPTED_KEY = "TAX_REVIEW_PROMPTED";

/** The professionals' ids stored under `PROMPTED_KEY`; anything unreadable counts as none. */
export function parsePromptedIds(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; then the prompt may simply come again.
    return null;
  }
}

export function wasPrompted(accountantId: number): boolean {
  return parsePromptedIds(storage()?.getItem(PROMPTED_KEY) ?? null).includes(accountantId);
}

export function markPrompted(accountantId: number): void {
  const store = storage();
  if (store === null) return;
  const ids = parsePromptedIds(store.getItem(PROMPTED_KEY));
  if (!ids.includes(accountantId)) store.setItem(PROMPTED_KEY, JSON.stringify([...ids, accountantId]));
}

/** Who a review is for: the professional of a job, and whether that job was individual work. */
export interface ReviewTarget {
  accountantId: number;
  accountantName: string;
  isIndividual: boolean;
}

/** Whether to offer "Rate your professional": a filed job whose professional is known not to be reviewed. */
export function offersRating(filed: boolean, hasFeedback: boolean | undefined): boolean {
  return filed && hasFeedback === false;
}
