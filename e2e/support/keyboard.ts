import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times: the page is used by
 * keys only.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}
