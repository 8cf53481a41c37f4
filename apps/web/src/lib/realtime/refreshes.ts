import type { QueryKey } from "@tanstack/react-query";
import type { RealtimeEvent } from "@taxlane/contract";

/** The events that announce a change (`ready` only answers the socket's sign-in). */
export type ChangeEvent = Exclude<RealtimeEvent["type"], "ready">;

export interface RefreshRegistry {
  /**
   * Queries under `prefix` are refetched when an event of `type` arrives, until the returned function
   * is called. Several components may register the same prefix: it stays until the last one leaves.
   */
  register(type: ChangeEvent, prefix: QueryKey): () => void;
  /** The prefixes an event of `type` refetches, each once. */
  prefixesFor(type: ChangeEvent): QueryKey[];
  /** Every registered prefix, each once: what a reconnected socket refetches, having missed events. */
  allPrefixes(): QueryKey[];
}

interface Registration {
  prefix: QueryKey;
  /** How many shown components registered it. */
  count: number;
}

export function createRefreshRegistry(): RefreshRegistry {
  // Keyed by the prefix's JSON so that components registering the same prefix share one entry.
  const byType = new Map<ChangeEvent, Map<string, Registration>>();
  const unique = (maps: Iterable<Map<string, Registration>>) => {
    const all = new Map<string, QueryKey>();
    for (const map of maps) for (const [id, { prefix }] of map) all.set(id, prefix);
    return [...all.values()];
  };
  return {
    register(type, prefix) {
      const id = JSON.stringify(prefix);
      const map = byType.get(type) ?? new Map<string, Registration>();
      byType.set(type, map);
      const entry = map.get(id) ?? { prefix, count: 0 };
      entry.count += 1;
      map.set(id, entry);
      let registered = true;
      return () => {
        if (!registered) return;
        registered = false;
        entry.count -= 1;
        if (entry.count === 0) map.delete(id);
      };
    },
    prefixesFor: (type) => unique([byType.get(type) ?? new Map<string, Registration>()]),
    allPrefixes: () => unique(byType.values()),
  };
}

/**
 * What an event from the socket refetches: the prefixes registered for it; for `ready` after a
 * reconnect all of them, since events sent while the socket was down were lost; nothing otherwise.
 */
export function prefixesToRefetch(
  registry: RefreshRegistry,
  event: RealtimeEvent,
  reconnected: boolean,
): QueryKey[] {
  if (event.type === "ready") return reconnected ? registry.allPrefixes() : [];
  return registry.prefixesFor(event.type);
}

/**
 * The app's registry. Components that show server data register their queries' prefix while they are
 * shown (`useRealtimeRefetch`), so the socket code knows no feature; data nobody shows refetches when
 * it is shown again.
 */
export const realtimeRefreshes = createRefreshRegistry();
