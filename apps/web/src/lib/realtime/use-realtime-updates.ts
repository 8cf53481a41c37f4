import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiBaseUrl } from "../api-client";
import { useSessionToken } from "../use-session-token";
import { prefixesToRefetch, type RefreshRegistry, realtimeRefreshes } from "./refreshes";
import { authMessage, parseRealtimeMessage, realtimeUrl, reconnectDelay, shouldReconnect } from "./socket";

/**
 * Keeps one socket to `/api/ws` open while someone is signed in, and refetches the queries that
 * features registered for each event (see `refreshes.ts`). A dropped socket is opened again with
 * growing delays; signing out or leaving the area closes it for good. After a reconnect every
 * registered query is refetched once, since events sent meanwhile were lost.
 */
export function useRealtimeUpdates(registry: RefreshRegistry = realtimeRefreshes): void {
  const token = useSessionToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const refetch = (prefixes: readonly QueryKey[]) => {
      for (const queryKey of prefixes) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      const current = new WebSocket(realtimeUrl(window.location, apiBaseUrl));
      socket = current;
      current.onopen = () => current.send(authMessage(token));
      current.onmessage = (message: MessageEvent) => {
        const event = parseRealtimeMessage(message.data);
        if (event === null) return;
        refetch(prefixesToRefetch(registry, event, attempt > 0));
        if (event.type === "ready") attempt = 0;
      };
      current.onclose = (event: CloseEvent) => {
        if (stopped || !shouldReconnect(event.code)) return;
        timer = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [token, queryClient, registry]);
}
