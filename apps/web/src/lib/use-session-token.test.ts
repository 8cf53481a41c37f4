import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USER_TOKEN } from "./session";
import { liveToken } from "./use-session-token";

const values = new Map<string, string>();
const base64Url = (text: string) => Buffer.from(text).toString("base64url");
const tokenEnding = (expSeconds: number) =>
  `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ sub: 1, exp: expSeconds }))}.sig`;
const now = Date.UTC(2026, 5, 1);

beforeEach(() => {
  values.clear();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("liveToken", () => {
  it("is null with no stored token", () => {
    expect(liveToken(now)).toBeNull();
  });

  it("is the stored token while its exp is ahead", () => {
    const token = tokenEnding(now / 1000 + 3600);
    values.set(USER_TOKEN, token);
    expect(liveToken(now)).toBe(token);
  });

  it("treats an expired or unreadable token as signed out", () => {
    values.set(USER_TOKEN, tokenEnding(now / 1000 - 1));
    expect(liveToken(now)).toBeNull();
    values.set(USER_TOKEN, "not-a-session");
    expect(liveToken(now)).toBeNull();
  });
});
