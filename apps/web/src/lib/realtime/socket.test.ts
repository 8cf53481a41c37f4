import { describe, expect, it } from "vitest";
import {
  authMessage,
  MAX_RECONNECT_DELAY_MS,
  parseRealtimeMessage,
  realtimeUrl,
  reconnectDelay,
  shouldReconnect,
} from "./socket";

describe("realtime client", () => {
  it("builds the socket address from the page and the API base", () => {
    expect(realtimeUrl({ protocol: "http:", host: "localhost:4173" }, "/api")).toBe(
      "ws://localhost:4173/api/ws",
    );
    expect(realtimeUrl({ protocol: "https:", host: "taxlane.app" }, "/api/")).toBe(
      "wss://taxlane.app/api/ws",
    );
    expect(realtimeUrl({ protocol: "https:", host: "taxlane.app" }, "api")).toBe("wss://taxlane.app/api/ws");
    expect(realtimeUrl({ protocol: "http:", host: "x" }, "https://api.taxlane.app/api")).toBe(
      "wss://api.taxlane.app/api/ws",
    );
    expect(realtimeUrl({ protocol: "https:", host: "x" }, "http://localhost:3000/api")).toBe(
      "ws://localhost:3000/api/ws",
    );
  });

  it("waits longer after each failed attempt, up to a ceiling, with a random part", () => {
    const low = () => 0;
    const high = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, high))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, low)).toBe(500);
    expect(reconnectDelay(20, low)).toBe(MAX_RECONNECT_DELAY_MS / 2);
    expect(reconnectDelay(-1, high)).toBe(1_000);
  });

  it("gives up only when the server refused the token", () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(1000)).toBe(true);
    expect(shouldReconnect(1008)).toBe(false);
    expect(shouldReconnect(4401)).toBe(false);
    expect(shouldReconnect(4400)).toBe(false);
  });

  it("reads the server's events and ignores anything else", () => {
    expect(parseRealtimeMessage('{"type":"notification"}')).toEqual({ type: "notification" });
    expect(parseRealtimeMessage('{"type":"ready"}')).toEqual({ type: "ready" });
    expect(parseRealtimeMessage('{"type":"presence"}')).toBeNull();
    expect(parseRealtimeMessage("not json")).toBeNull();
    expect(parseRealtimeMessage(new ArrayBuffer(2))).toBeNull();
  });

  it("sends the token first", () => {
    expect(JSON.parse(authMessage("abc"))).toEqual({ token: "abc" });
  });
});
