/**
 * The API refused a call because this session was not opened with an authenticator app or a passkey
 * (403 `SECOND_FACTOR_REQUIRED`). `lib` knows no entity, so it only announces it; the signed-in areas
 * listen and load the person again, whose `secondFactor` then says what to show.
 */
export const SECOND_FACTOR_REQUIRED = "SECOND_FACTOR_REQUIRED";

const listeners = new Set<() => void>();

/** Calls `listener` on every such refusal; returns the unsubscribe function. */
export function onSecondFactorRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSecondFactorRequired(): void {
  for (const listener of [...listeners]) listener();
}
