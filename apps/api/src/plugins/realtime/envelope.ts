/**
 * What one NOTIFY carries between API processes: who an event is for and the event itself. Events
 * are signals to refetch, never the changed data, so an envelope stays far below NOTIFY's limit.
 */
import { type RealtimeEvent, readRealtimeEvent } from "@taxlane/contract";

/** The one channel every API process listens on (a plain lower-case name, safe unquoted in SQL). */
export const REALTIME_CHANNEL = "taxlane_realtime";

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7999;

export type Envelope = { userId: number; event: RealtimeEvent };

/** The NOTIFY payload for `event` to `userId`; throws rather than let PostgreSQL refuse the commit. */
export function encodeEnvelope(userId: number, event: RealtimeEvent): string {
  const payload = JSON.stringify({ userId, event } satisfies Envelope);
  if (Buffer.byteLength(payload, "utf8") > NOTIFY_PAYLOAD_LIMIT) {
    throw new Error(
      `a realtime event of ${Buffer.byteLength(payload, "utf8")} bytes is over NOTIFY's limit: send an id and let the client fetch the rest`,
    );
  }
  return payload;
}

/** The envelope in a NOTIFY payload, or `null` for anything else (an older or newer process's shape). */
export function decodeEnvelope(payload: string): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null) return null;
  const { userId, event } = json as Record<string, unknown>;
  if (!Number.isSafeInteger(userId) || (userId as number) <= 0) return null;
  const read = readRealtimeEvent(event);
  return read === null ? null : { userId: userId as number, event: read };
}
