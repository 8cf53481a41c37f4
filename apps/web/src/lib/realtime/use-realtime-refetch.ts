import type { QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { type ChangeEvent, type RefreshRegistry, realtimeRefreshes } from "./refreshes";

/**
 * While the calling component is shown, an `event` from the server refetches the queries under
 * `queryKey` (a prefix), as does the socket coming back after a drop. Called by what shows the data.
 */
export function useRealtimeRefetch(
  event: ChangeEvent,
  queryKey: QueryKey,
  registry: RefreshRegistry = realtimeRefreshes,
): void {
  // The key's JSON, so that a key written inline (a new array each render) does not register again.
  const id = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` stands for `queryKey`'s contents.
  useEffect(() => registry.register(event, queryKey), [registry, event, id]);
}
