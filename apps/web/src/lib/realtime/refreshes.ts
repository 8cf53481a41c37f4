import type { QueryKey } from "@tanstack/react-query";
import type { RealtimeEvent } from "@taxlane/contract";

/** The events that announce a change (`ready` only answers the socket's sign-in). */
export type ChangeEvent = Exclude<RealtimeEvent["type"], "ready">;

export interface RefreshRegistry {
  /** Queries under each of `prefixes` are refetched when an event of `type` arrives. */
  refreshOn(type: ChangeEvent, ...prefixes: readonly QueryKey[]): void;
  /** The prefixes an event of `type` refetches, each once. */
  prefixesFor(type: ChangeEvent): QueryKey[];
  /** Every registered prefix, each once: what a reconnected socket refetches, having missed events. */
  allPrefixes(): QueryKey[];
}

export function createRefreshRegistry(): RefreshRegistry {
  // Keyed by the prefix's JSON so that modules registering the same prefix add it once.
  const byType = new Map<ChangeEvent, Map<string, QueryKey>>();
  const unique = (maps: Iterable<Map<string, QueryKey>>) => {
    const all = new Map<string, QueryKey>();
    for (const map of maps) for (const [id, prefix] of map) all.set(id, prefix);
    return [...all.values()];
  };
  return {
    refreshOn(type, ...prefixes) {
      const map = byType.get(type) ?? new Map<string, QueryKey>();
      for (const prefix of prefixes) map.set(JSON.stringify(prefix), prefix);
      byType.set(type, map);
    },
    prefixesFor: (type) => unique([byType.get(type) ?? new Map<string, QueryKey>()]),
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
 * The app's registry. Each feature registers the query prefixes of its own data from the module that
 * defines those queries, so the socket code knows no feature; a feature not loaded yet has no cached
 * queries to refetch either.
 */
export const realtimeRefreshes = createRefreshRegistry();

/** Registers on the app's registry: see `RefreshRegistry.refreshOn`. */
export const refreshOnRealtime = (type: ChangeEvent, ...prefixes: readonly QueryKey[]): void =>
  realtimeRefreshes.refreshOn(type, ...prefixes);
