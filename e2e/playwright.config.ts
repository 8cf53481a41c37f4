import { defineConfig } from "@playwright/test";
import { journeyChromiumArgs, journeyChromiumPath } from "./support/chromium-path";

// Browsers are never downloaded: Debian's headless Chromium (or CHROMIUM_PATH) drives every journey.
const launchOptions = {
  executablePath: journeyChromiumPath(),
  args: journeyChromiumArgs,
};

export default defineConfig({
  testDir: "./specs",
  globalSetup: "./server/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Once in CI a renderer stopped answering mid-journey (a click waited minutes with nothing logged)
  // and the same journey passed 4 of 4 when run again under load. One retry keeps such a stall from
  // failing the run; a journey that fails twice is a failure, and scripts/test.mjs names every retry.
  retries: process.env.CI ? 1 : 0,
  // A journey walks several pages and runs axe on each; on two busy cores that can take minutes, and
  // a first page's scripts can take over 10 s to arrive. Every wait is for what the page shows, so
  // these ceilings cost a passing journey nothing.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  // A trace (a screenshot and DOM snapshot at every step) is recorded only when a journey is run again
  // after failing: recording it for every journey cost about a fifth of the suite's time, and the
  // retry's trace shows the failure as well as the first run's would.
  // Journeys run as a person who asked for less motion: dialogs and messages appear and leave at once,
  // so nothing is clicked or measured mid-animation and no frames are drawn for motion.
  use: { browserName: "chromium", launchOptions, trace: "on-first-retry", reducedMotion: "reduce" },
  projects: [
    // No service worker in the journeys but the phone's (phone.spec.ts), which test what it does: its
    // precache fetched every route's code (550 files) in each new browser context, and the journeys make
    // about 200 of them. Blocking it took a fifth off the heavy journeys' time.
    { name: "journeys", testIgnore: /screenshots\.spec\.ts/, use: { serviceWorkers: "block" } },
    { name: "screenshots", testMatch: /screenshots\.spec\.ts/ },
  ],
});
