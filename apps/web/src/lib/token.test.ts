import { describe, expect, it } from "vitest";
import { EXPIRY_MARGIN_MS, isTokenLive, readTokenPayload, tokenExpiresAt } from "./token";

const base64Url = (text: string) => Buffer.from(text).toString("base64url");
const tokenWith = (payload: unknown) =>
  `${base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64Url(JSON.stringify(payload))}.c2ln`;

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds;

describe("readTokenPayload", () => {
  it("reads the claims of a JWT", () => {
    expect(readTokenPayload(tokenWith({ sub: 7, role: 2, sid: "s", exp: 1 }))).toEqual({
      sub: 7,
      role: 2,
      sid: "s",
      exp: 1,
    });
  });

  it("reads base64url payloads that need padding and carry non-ASCII text", () => {
    expect(readTokenPayload(tokenWith({ name: "Zoë", exp: 12 }))).toEqual({ name: "Zoë", exp: 12 });
  });

  it.each([
    "",
    "not-a-token",
    "a.b",
    "a.b.c.d",
    `x.${base64Url("[1,2]")}.y`,
    `x.${base64Url("null")}.y`,
    `x.${base64Url("{not json")}.y`,
    "x.%%%.y",
  ])("is null for %j", (token) => {
    expect(readTokenPayload(token)).toBeNull();
  });
});

describe("tokenExpiresAt", () => {
  it("turns exp (seconds) into milliseconds", () => {
    expect(tokenExpiresAt(tokenWith({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it.each([{}, { exp: "1800000000" }, { exp: null }])("is null without a numeric exp: %j", (payload) => {
    expect(tokenExpiresAt(tokenWith(payload))).toBeNull();
  });
});

describe("isTokenLive", () => {
  it("is live before exp", () => {
    expect(isTokenLive(tokenWith({ exp: inSeconds(3600) }), now)).toBe(true);
  });

  it("is ended at and after exp, and just before it", () => {
    expect(isTokenLive(tokenWith({ exp: inSeconds(0) }), now)).toBe(false);
    expect(isTokenLive(tokenWith({ exp: inSeconds(-60) }), now)).toBe(false);
    expect(isTokenLive(tokenWith({ exp: inSeconds(EXPIRY_MARGIN_MS / 1000 - 1) }), now)).toBe(false);
  });

  it("is not live for a token that is not a JWT or has no exp", () => {
    expect(isTokenLive("garbage", now)).toBe(false);
    expect(isTokenLive(tokenWith({ sub: 1 }), now)).toBe(false);
  });
});
