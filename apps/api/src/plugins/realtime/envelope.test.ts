import { describe, expect, it } from "vitest";
import { decodeEnvelope, encodeEnvelope, NOTIFY_PAYLOAD_LIMIT } from "./envelope";

describe("realtime envelope", () => {
  it("carries the user and the event, and reads back only that shape", () => {
    const payload = encodeEnvelope(42, { type: "notification" });
    expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    expect(decodeEnvelope(payload)).toEqual({ userId: 42, event: { type: "notification" } });
    expect(decodeEnvelope('{"userId":42,"event":{"type":"presence"}}')).toBeNull();
    expect(decodeEnvelope('{"userId":"42","event":{"type":"notification"}}')).toBeNull();
    expect(decodeEnvelope("not json")).toBeNull();
  });

  it("refuses an envelope over NOTIFY's limit instead of letting the commit fail", () => {
    const oversized = { type: "notification", body: "x".repeat(NOTIFY_PAYLOAD_LIMIT) } as const;
    expect(() => encodeEnvelope(1, oversized)).toThrow(/over NOTIFY's limit/);
  });
});
