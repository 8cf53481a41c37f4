import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import { MISSING_ENGLISH_MESSAGE } from "@taxlane/contract/i18n";
import type { AxeResults, RunOptions } from "axe-core";

/** Every journey runs against the server the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error("E2E_BASE_URL is not set: run through the e2e Playwright config");
    await use(baseUrl);
  },
  // A page whose code used a key of a catalog domain no loaded module named shows the key: the web's
  // build brings each domain with the code that names it (apps/web/vite-english-catalog.ts).
  context: async ({ context }, use) => {
    const shownAsKeys: string[] = [];
    context.on("console", (message) => {
      if (message.text().includes(MISSING_ENGLISH_MESSAGE)) shownAsKeys.push(message.text());
    });
    await use(context);
    expect(shownAsKeys, "messages shown as their keys").toEqual([]);
  },
});

/** axe's own script, put into a page once and kept there until the page is left. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * WCAG 2.1 AA and best practices. Only violations are collected in full: the passes, the inapplicable
 * rules and the checks axe could not decide are what make a run slow and are never read here.
 */
const axeRunOptions: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

type PageWithAxe = Window & {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
};

/**
 * axe run in the page itself. The app has no frames to look into, so the frame-by-frame collection a
 * driver-side builder does (and its script injected anew on every check) only costs time: on two cores
 * the journeys' 270-odd checks took minutes of it.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => typeof (window as PageWithAxe).axe !== "undefined");
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const axe = (window as PageWithAxe).axe;
    if (!axe) throw new Error("axe did not load into the page");
    return axe.run(document, options);
  }, axeRunOptions);
}

/** Fails with the list of what axe found (WCAG 2.1 AA and best practices) on the page as it is now. */
export async function expectAxeClean(page: Page): Promise<void> {
  // A dialog or message still fading in or out is half transparent, and a button under the pointer
  // eases into its hover colours: axe would measure contrast mid-way. Take the pointer off the page's
  // controls, then wait for antd's motions and every finite CSS transition or animation to end.
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(
      () =>
        document.querySelector(
          '[class*="-enter-active"], [class*="-appear-active"], [class*="-leave-active"]',
        ) === null &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await runAxe(page);
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
  expect(found, "axe violations").toEqual([]);
}

export { expect };
