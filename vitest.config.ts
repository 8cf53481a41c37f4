import { defineConfig } from "vitest/config";

// Vitest's default is one worker fewer than the cores: one on a two-core machine, where a worker
// spends much of its time waiting on its database, its files and its timers. Three keep both cores
// busy (the suite ran in 4 min on one worker, 2 min 18 s on three). On PostgreSQL every worker
// shares one database and the server takes its own share of the cores: two.
const maxWorkers = process.env.DATABASE_URL ? 2 : 3;

export default defineConfig({
  test: {
    maxWorkers,
    // Two projects: pure-logic unit tests, and integration tests that build the API over a real database.
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.tsx",
            "scripts/**/*.test.ts",
          ],
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
