import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearToken,
  getToken,
  onTokenChange,
  RETURN_PATH_AFTER_LOGIN,
  rememberReturnPath,
  setToken,
  takeReturnPath,
} from "./session";

const values = new Map<string, string>();
const storage = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
  removeItem: (key: string) => void values.delete(key),
};

beforeEach(() => {
  values.clear();
  vi.stubGlobal("sessionStorage", storage);
  vi.stubGlobal("localStorage", storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("return path", () => {
  it("is read once", () => {
    rememberReturnPath("/expert/requests?tab=new");
    expect(takeReturnPath()).toBe("/expert/requests?tab=new");
    expect(takeReturnPath()).toBe("/");
  });

  it.each(["https://evil.example", "//evil.example", "/\\evil.example", "/login", "/login?x=1"])(
    "does not keep %s",
    (path) => {
      rememberReturnPath(path);
      expect(values.has(RETURN_PATH_AFTER_LOGIN)).toBe(false);
    },
  );

  it("ignores an unsafe stored value", () => {
    values.set(RETURN_PATH_AFTER_LOGIN, "//evil.example");
    expect(takeReturnPath("/user/quotes")).toBe("/user/quotes");
  });
});

describe("token", () => {
  it("tells listeners when it is set or cleared, and not when clearing nothing", () => {
    const listener = vi.fn();
    const stop = onTokenChange(listener);
    setToken("a.b.c");
    expect(getToken()).toBe("a.b.c");
    clearToken();
    expect(getToken()).toBeNull();
    clearToken();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setToken("d.e.f");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
