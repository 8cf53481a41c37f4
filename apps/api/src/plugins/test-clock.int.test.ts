import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app";
import { ConfigError, loadConfig } from "../config";

describe("the test clock hook", async () => {
  const { app: withHook } = await createTestApp({ TEST_CLOCK: "true" });
  const { app: without } = await createTestApp();

  it("moves the server's clock ahead when the server runs in test mode with TEST_CLOCK", async () => {
    const before = withHook.services.clock.now().getTime();
    const moved = await withHook.inject({
      method: "POST",
      url: "/api/test/clock",
      payload: { advanceHours: 72 },
    });
    expect(moved.statusCode).toBe(200);
    const after = new Date(moved.json<{ now: string }>().now).getTime();
    expect(after - before).toBeGreaterThanOrEqual(72 * 3_600_000);
    const bad = await withHook.inject({
      method: "POST",
      url: "/api/test/clock",
      payload: { advanceHours: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("does not exist otherwise, and no other mode may turn it on", async () => {
    const absent = await without.inject({
      method: "POST",
      url: "/api/test/clock",
      payload: { advanceHours: 1 },
    });
    expect(absent.statusCode).toBe(404);
    for (const mode of ["production", "development"]) {
      expect(() => loadConfig({ NODE_ENV: mode, TEST_CLOCK: "true", DATA_DIR: "/tmp/x" })).toThrow(
        ConfigError,
      );
    }
  });
});
