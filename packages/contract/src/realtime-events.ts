/**
 * What the realtime socket (`/api/ws`) sends: a change the client should refetch for. The client
 * first sends `{ "token": "<bearer token>" }`; the server answers `{ "type": "ready" }`.
 *
 * Read by hand rather than by a zod schema: the web reads every socket message with it on every
 * signed-in page, and a schema would put zod's whole runtime on pages that need no other.
 */
export const REALTIME_EVENT_TYPES = ["ready", "notification", "chat"] as const;

export type RealtimeEvent = {
  type: (typeof REALTIME_EVENT_TYPES)[number];
  /** A chat event: the conversation with a new message, and that message's number. */
  connectionId?: number;
  sequence?: number;
};

const INT32_MAX = 2_147_483_647;

function isPositiveInt32(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= INT32_MAX;
}

function isEventType(value: unknown): value is RealtimeEvent["type"] {
  return REALTIME_EVENT_TYPES.some((type) => type === value);
}

/**
 * The event in a decoded message, with only the fields above, or `null` when it is not one (an
 * unknown type, a number that is not a positive 32-bit integer, anything but an object).
 */
export function readRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { type, connectionId, sequence } = value as Record<string, unknown>;
  if (!isEventType(type)) return null;
  if (connectionId !== undefined && !isPositiveInt32(connectionId)) return null;
  if (sequence !== undefined && !isPositiveInt32(sequence)) return null;
  return {
    type,
    ...(connectionId === undefined ? {} : { connectionId }),
    ...(sequence === undefined ? {} : { sequence }),
  };
}
