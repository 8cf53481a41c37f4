import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Chooses `day` (YYYY-MM-DD) in the booking dialog's day picker: typing moves the picker's month to
 * the day, choosing its cell sets it. On a loaded machine a click once landed while the picker was
 * still settling and set nothing (the dropdown stayed open on the typed day), so the cell is chosen
 * again until the dialog leaves its "choose a day" hint.
 */
export async function chooseBookingDay(page: Page, dialog: Locator, day: string): Promise<void> {
  const dayInput = dialog.getByLabel("Day");
  await dayInput.click();
  await dayInput.fill(day);
  const cell = page.locator(`.ant-picker-dropdown td[title="${day}"]`);
  const hint = dialog.getByText("Choose a day to see the free times.");
  await expect(async () => {
    if (await cell.isVisible()) await cell.click({ timeout: 5_000 });
    await expect(hint).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
