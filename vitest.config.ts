import { defineConfig } from "vitest/config";

// Two projects: pure-logic unit tests, and integration tests that build the API over a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/web/src/**/*.test.tsx"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["apps/api/src/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          // Files in one worker share its database (see apps/api/test/test-app.ts).
          isolate: false,
          fileParallelism: true,
          hookTimeout: 60_000,
          globalSetup: ["apps/api/test/global-setup.ts"],
        },
      },
    ],
  },
});
