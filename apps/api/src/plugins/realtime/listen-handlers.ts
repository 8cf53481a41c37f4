/** A LISTEN that stays open until closed. */
export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** One NOTIFY payload, in commit order. */
  onMessage(payload: string): void;
  /** LISTEN is back after its connection dropped: whatever was sent meanwhile was missed. */
  onResumed(): void;
  /** The connection dropped: nothing is heard until `onResumed` (PostgreSQL only). */
  onLost?(): void;
}
