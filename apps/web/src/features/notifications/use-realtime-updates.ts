import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiBaseUrl } from "../../lib/api-client";
import { useSessionToken } from "../../lib/use-session-token";
import {
  authMessage,
  parseRealtimeMessage,
  REALTIME_QUERY_PREFIXES,
  realtimeUrl,
  reconnectDelay,
  shouldReconnect,
} from "./realtime";

/**
 * Keeps one socket to `/api/ws` open while someone is signed in, and refetches what a
 * `notification` event may have changed. A dropped socket is opened again with growing delays;
 * signing out or leaving the area closes it for good. After a reconnect everything is refetched
 * once, since events sent meanwhile were lost.
 */
export function useRealtimeUpdates(): void {
  const token = useSessionToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === null || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const refetchAll = () => {
      for (const queryKey of REALTIME_QUERY_PREFIXES) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      const current = new WebSocket(realtimeUrl(window.location, apiBaseUrl));
      socket = current;
      current.onopen = () => current.send(authMessage(token));
      current.onmessage = (message: MessageEvent) => {
        const event = parseRealtimeMessage(message.data);
        if (event?.type === "ready") {
          if (attempt > 0) refetchAll();
          attempt = 0;
        } else if (event?.type === "notification") {
          refetchAll();
        }
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
  }, [token, queryClient]);
}
