import { useSyncExternalStore } from "react";

/**
 * Whether the assistant's panel is open, shared by the launcher and the pages that offer it ("Ask
 * the assistant" on the FAQ, "Chat with us" on the contact page). Kept in memory only.
 */
let open = false;
/** What had the focus when the panel opened; it gets the focus back when the panel closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openChatbot(): void {
  if (open) return;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

/** Closes the panel; with `restoreFocus`, the focus goes back to what opened it (else to `fallback`). */
export function closeChatbot(restoreFocus: boolean, fallback?: HTMLElement | null): void {
  if (!open) return;
  open = false;
  emit();
  if (!restoreFocus) return;
  const target = opener?.isConnected ? opener : fallback;
  target?.focus();
}

export function useChatbotOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
