import { endpointRoutes } from "@taxlane/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../testing/memory-storage";
import { apiRequest } from "./api-client";
import { askEarly, CURRENT_USER_PATH } from "./early-answers";
import { USER_TOKEN } from "./session";

const user = () =>
  new Response(JSON.stringify({ email: "dana@example.com" }), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let local: MemoryStorage;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => user());
  local = new MemoryStorage();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("location", { pathname: "/user/todo", search: "", assign: vi.fn() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("asking who is signed in as the page starts", () => {
  it("asks the contract's own path", () => {
    expect(CURRENT_USER_PATH).toBe(endpointRoutes.user.getUser.path);
  });

  it("asks nothing when no one is signed in on this browser", () => {
    askEarly(CURRENT_USER_PATH);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("hands the early answer to the first call for it, and only to the first", async () => {
    local.setItem(USER_TOKEN, "token-a");
    askEarly(CURRENT_USER_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiRequest(CURRENT_USER_PATH)).resolves.toEqual({ email: "dana@example.com" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest(CURRENT_USER_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not used by a call with another token, nor once it is old", async () => {
    local.setItem(USER_TOKEN, "token-a");
    askEarly(CURRENT_USER_PATH);
    local.setItem(USER_TOKEN, "token-b");
    await apiRequest(CURRENT_USER_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ Authorization: "Bearer token-b" });

    vi.useFakeTimers();
    askEarly(CURRENT_USER_PATH);
    vi.advanceTimersByTime(31_000);
    await apiRequest(CURRENT_USER_PATH);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("asks again when the early ask failed", async () => {
    local.setItem(USER_TOKEN, "token-a");
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    askEarly(CURRENT_USER_PATH);
    await expect(apiRequest(CURRENT_USER_PATH)).resolves.toEqual({ email: "dana@example.com" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
