/**
 * What one NOTIFY carries between API processes: who an event is for and the event itself. Events
 * are signals to refetch, never the changed data, so an envelope stays far below NOTIFY's limit.
 */
import { type RealtimeEvent, realtimeEventSchema } from "@taxlane/contract";
import { z } from "zod";

/** The one channel every API process listens on (a plain lower-case name, safe unquoted in SQL). */
export const REALTIME_CHANNEL = "taxlane_realtime";

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
export const NOTIFY_PAYLOAD_LIMIT = 7999;

const envelopeSchema = z.object({ userId: z.number().int().positive(), event: realtimeEventSchema });
export type Envelope = z.infer<typeof envelopeSchema>;

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
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
