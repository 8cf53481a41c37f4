import { CHUNK_LOAD_TIMEOUT_MS } from "@taxlane/contract";
import type { RouteObject } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chunkTimeoutText, loadWithin, withChunkTimeouts } from "./chunk-timeout";
import { routes } from "./router";

const never = () => new Promise<never>(() => {});

describe("loading a page's code within the time limit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails with a text a person can act on once the limit passes, and not before", async () => {
    const settled = vi.fn();
    const loading = loadWithin(never, 1_000).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith(new Error(chunkTimeoutText));
  });

  it("answers what the load answers, its failure included", async () => {
    await expect(loadWithin(async () => "module", 1_000)).resolves.toBe("module");
    const failed = new TypeError("Failed to fetch dynamically imported module");
    await expect(loadWithin(() => Promise.reject(failed), 1_000)).rejects.toBe(failed);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("holds every lazy route of the app, nested ones included, to 120 seconds", async () => {
    const lazyRoutes = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [
        ...(typeof route.lazy === "function" ? [route] : []),
        ...lazyRoutes(route.children ?? []),
      ]);
    const original = lazyRoutes(routes);
    const timed = lazyRoutes(withChunkTimeouts(routes));
    expect(timed).toHaveLength(original.length);
    timed.forEach((route, index) => {
      expect(route.lazy, route.path ?? route.id).not.toBe(original[index]?.lazy);
    });
    const [nested] = lazyRoutes(withChunkTimeouts([{ path: "a", children: [{ index: true, lazy: never }] }]));
    const lazy = nested?.lazy;
    if (typeof lazy !== "function") throw new Error("the nested route lost its lazy module");
    const settled = vi.fn();
    const loading = lazy().catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(settled).toHaveBeenCalledWith(new Error(chunkTimeoutText));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
