import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Every journey runs against the server the global setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error("E2E_BASE_URL is not set: run through the e2e Playwright config");
    await use(baseUrl);
  },
});

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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
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
