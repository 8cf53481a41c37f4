import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Whether `target` has the focus; one not (yet) on the page has not, without waiting for it. */
const hasFocus = (target: Locator) =>
  target
    .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
    .catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times: the page is used by
 * keys only.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 60 } = {},
): Promise<void> {
  // Pressing Tab before the target is on the page would only move the focus past where it comes.
  await target.waitFor({ state: "attached" });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

/** Presses Tab until the focus is inside `scope` (a radio group takes one Tab stop). */
export async function tabInto(page: Page, scope: Locator, { limit = 60 } = {}): Promise<void> {
  const inside = () =>
    scope.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
  for (let presses = 0; presses < limit && !(await inside()); presses += 1) await page.keyboard.press("Tab");
  expect(await inside()).toBe(true);
}

/** Chooses `option` of a radio group by keys: Tab into the group, arrows to the option, Space. */
export async function chooseByKeys(page: Page, group: Locator, option: string): Promise<void> {
  await tabInto(page, group);
  const target = group.getByRole("radio", { name: option, exact: true });
  for (let presses = 0; presses < 12; presses += 1) {
    if (await hasFocus(target)) break;
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Space");
  await expect(target).toBeChecked();
}

/** Ticks a check box by keys. */
export async function tickByKeys(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

/** Tabs to a field and types `text` into it. */
export async function typeByKeys(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter on it. */
export async function pressByKeys(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

/**
 * Has Playwright catch this page's file choosers from now on. Listening only just before the key
 * press that opens one left a race: the catching is switched on in the browser without being awaited,
 * and a chooser opened first was never reported (the journey then waited 30 s for it, now and then on
 * a busy machine). Call it as the page is made, long before its first chooser.
 */
export function catchFileChoosers(page: Page): void {
  page.on("filechooser", () => undefined);
}
