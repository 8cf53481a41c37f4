import { useRealtimeUpdates } from "../lib/realtime/use-realtime-updates";

/** Placed once in a signed-in area: keeps its data fresh as the server reports changes. */
export function RealtimeUpdates() {
  useRealtimeUpdates();
  return null;
}
