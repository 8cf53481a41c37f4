import type { QueryKey } from "@tanstack/react-query";
import { clear, createStore, get, set } from "idb-keyval";

/** One kept answer: its key (the session's token taken out) and when it was fetched. */
export interface KeptAnswer {
  queryKey: QueryKey;
  data: unknown;
  fetchedAt: number;
}

/** What the device holds between visits: whose answers they are, and the answers. */
export interface KeptSnapshot {
  /** Bumped when the shape of a kept answer changes; an older snapshot is dropped, not read. */
  version: number;
  /** The signed-in account's id (the session token's `sub`): no one else's session reads them. */
  accountId: string;
  savedAt: number;
  answers: KeptAnswer[];
}

/** Where the snapshot lives; the app's is IndexedDB, a test's a variable. */
export interface OfflineStore {
  read(): Promise<KeptSnapshot | undefined>;
  write(snapshot: KeptSnapshot): Promise<void>;
  clear(): Promise<void>;
}

const SNAPSHOT = "snapshot";

/**
 * IndexedDB (database "taxlane-offline"): asynchronous, so a save never holds up the page, and with
 * room for a conversation's messages that localStorage's few megabytes, shared with everything else
 * the origin keeps there, may not have.
 */
export function indexedDbStore(): OfflineStore {
  // Opened on first use: creating the store opens the database at once.
  let store: ReturnType<typeof createStore> | undefined;
  const opened = () => {
    store ??= createStore("taxlane-offline", "kept");
    return store;
  };
  return {
    read: () => get<KeptSnapshot>(SNAPSHOT, opened()),
    write: (snapshot) => set(SNAPSHOT, snapshot, opened()),
    clear: () => clear(opened()),
  };
}

/** A store in memory: what the tests give the offline copies, and a browser without IndexedDB. */
export function memoryStore(initial?: KeptSnapshot): OfflineStore & { held(): KeptSnapshot | undefined } {
  let snapshot = initial;
  return {
    read: async () => snapshot,
    write: async (next) => {
      snapshot = structuredClone(next);
    },
    clear: async () => {
      snapshot = undefined;
    },
    held: () => snapshot,
  };
}
