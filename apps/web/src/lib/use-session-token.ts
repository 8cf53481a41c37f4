import { useSyncExternalStore } from "react";
import { getToken, onTokenChange, USER_TOKEN } from "./session";
import { isTokenLive, tokenExpiresAt } from "./token";

/** The stored token while it is a live session (readable `exp` ahead of now), else `null`. */
export function liveToken(now: number = Date.now()): string | null {
  const token = getToken();
  return token !== null && isTokenLive(token, now) ? token : null;
}

/** setTimeout's longest delay; a later expiry is checked again when the timer fires. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleExpiry = () => {
    clearTimeout(timer);
    const token = getToken();
    const expiresAt = token === null ? null : tokenExpiresAt(token);
    if (expiresAt === null) return;
    const delay = expiresAt - Date.now();
    if (delay <= 0) return;
    timer = setTimeout(
      () => {
        onChange();
        scheduleExpiry();
      },
      Math.min(delay, MAX_TIMER_DELAY_MS),
    );
  };
  const changed = () => {
    scheduleExpiry();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_TOKEN) changed();
  };
  const stopListening = onTokenChange(changed);
  window.addEventListener("storage", onStorage);
  scheduleExpiry();
  return () => {
    clearTimeout(timer);
    stopListening();
    window.removeEventListener("storage", onStorage);
  };
}

const noToken = () => null;

/**
 * The signed-in person's token, or `null` when signed out. Re-renders when this tab signs in or
 * out, when another tab does, and when the token's `exp` passes (an ended session needs no call).
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, liveToken, noToken);
}
