import { useSyncExternalStore } from "react";

/** Takes the waiting service worker into use and reloads the page on it. */
export type ApplyUpdate = () => Promise<void>;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the worker's registration when a new version has installed and waits. */
export function announceUpdate(apply: ApplyUpdate): void {
  waiting = apply;
  for (const listener of [...listeners]) listener();
}

/** For tests: no update waiting. */
export function forgetUpdate(): void {
  waiting = null;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const current = () => waiting;
const none = () => null;

/** The waiting version's apply function, or `null` while the running version is the newest. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, current, none);
}
