import { defineConfig } from "vitest/config";

import { integrationWorkers } from "./apps/api/test/worker-databases";

// Vitest's default is one worker fewer than the cores: one on a two-core machine, where a worker
// spends much of its time waiting on its database, its files and its timers. Three keep both cores
// busy (the suite ran in 4 min on one worker, 2 min 18 s on three). On PostgreSQL each worker has a
// database of its own too (apps/api/test/worker-databases.ts).
const maxWorkers = integrationWorkers;

/**
 * Tests that load catalog domains in a chosen language as their modules load, so they need a module
 * registry of their own: in a shared one another file may have loaded a domain in English first.
 */
const freshModuleTests = [
  "packages/contract/src/i18n/spoken-catalog.test.ts",
  "packages/organizer/src/spanish.test.ts",
  "apps/web/src/features/contact/contact-form-spanish.test.ts",
  "apps/web/src/app/providers/antd-locale-spanish.test.ts",
];
const freshModuleDomTests = [
  "apps/web/src/app/layouts/public/SpanishHome.dom.test.tsx",
  "apps/web/src/app/SpanishLegalPages.dom.test.tsx",
  "apps/web/src/entities/account/AskedLanguage.dom.test.tsx",
];
/** Every language's catalog registered, as the API registers them (a browser registers the one it speaks). */
const everyCatalog = "packages/contract/src/i18n/every-catalog.setup.ts";

const webDom = {
  environment: "happy-dom",
  environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
  setupFiles: [everyCatalog, "apps/web/src/testing/dom-setup.ts"],
  testTimeout: 45_000,
} as const;

export default defineConfig({
  test: {
    maxWorkers,
    // Pure-logic unit tests, the web app's component tests (each with a few files in a registry of
    // their own, above), and integration tests that build the API over a real database.
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.tsx",
            "apps/web/*.test.ts",
            "scripts/**/*.test.ts",
            "scripts/**/*.test.mjs",
          ],
          exclude: ["**/*.int.test.ts", "**/*.dom.test.tsx", "**/node_modules/**", ...freshModuleTests],
          environment: "node",
          setupFiles: [everyCatalog],
          // Key generation, password hashing and PDF sealing take a second alone and many under load.
          testTimeout: 30_000,
          // Files in one worker share their modules: isolating each file cost 187 CPU s against 73
          // (2,000 tests), nearly all of it importing the same modules again. A test that changes
          // shared state (the language source) puts it back.
          isolate: false,
        },
      },
      {
        test: {
          name: "unit-fresh-modules",
          include: [...freshModuleTests],
          environment: "node",
          setupFiles: [everyCatalog],
          testTimeout: 30_000,
          isolate: true,
        },
      },
      {
        // The web app's components in a simulated browser, the network answered by MSW from the contract.
        test: {
          name: "web",
          include: ["apps/web/src/**/*.dom.test.tsx"],
          exclude: ["**/node_modules/**", ...freshModuleDomTests],
          ...webDom,
          // Shared modules here too: antd and React imported once a worker rather than once a file
          // took the project from 370 CPU s to 169. dom-setup.ts cleans the DOM, MSW and storage.
          isolate: false,
        },
      },
      {
        test: { name: "web-fresh-modules", include: [...freshModuleDomTests], ...webDom, isolate: true },
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
          setupFiles: [everyCatalog, "apps/api/test/use-worker-database.ts"],
        },
      },
    ],
  },
});
