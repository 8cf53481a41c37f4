import path from "node:path";
import { fileURLToPath } from "node:url";
import { useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";
import { newOrganizerJob } from "../support/organizer";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
// A phone photo of a W-2 (an official form filled with made-up values): turned, a little blurred,
// unevenly lit, on a dark table.
const photo = path.join(fixtures, "w2-phone-photo.jpg");

test("a taxpayer's phone photo of a W-2 reads itself: checked by keyboard alone (two boxes confirmed, one rejected, one corrected), and the professional sees it tagged W-2", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(30_000);
  const job = await newOrganizerJob(page.request);

  await page.setViewportSize({ width: 390, height: 844 });
  await useToken(page, job.taxpayerToken);
  await page.goto(`/user/tax_preparation/${job.quoteId}?tab=documents`);
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Upload a document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload a document" });
  await dialog.getByRole("combobox", { name: "Kind of document" }).fill("W-2");
  await page.locator(".ant-select-dropdown").getByText("W-2", { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles(photo);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog).toBeHidden();

  // Read in the background (OCR on this machine): the page looks again until the values are there.
  const check = page.getByRole("region", { name: /^Check what we read: W-2/ });
  await expect(check).toBeVisible({ timeout: 120_000 });
  const row = (box: string) =>
    check.getByRole("listitem").filter({ has: page.getByText(new RegExp(`^Box ${box}(,|$)`)) });
  await expect(row("1").getByText("141954.83")).toBeVisible();
  await expectAxeClean(page);
  await page.screenshot({
    path: test.info().outputPath("taxpayer-check-what-we-read-390.png"),
    fullPage: true,
  });

  // The check is done with the keyboard alone: Tab to each action, Enter to press it. Wages and
  // federal tax withheld confirmed, the SSN rejected, box 4 corrected.
  for (const box of ["1", "2"]) {
    await tabTo(page, row(box).getByRole("button", { name: /^Confirm/ }));
    await page.keyboard.press("Enter");
    await expect(row(box).getByText("Confirmed")).toBeVisible();
  }
  await tabTo(page, row("A").getByRole("button", { name: /^Reject/ }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(row("A").getByText("Rejected")).toBeVisible();
  await tabTo(page, row("4").getByRole("button", { name: /^Edit/ }));
  await page.keyboard.press("Enter");
  const box4 = row("4").getByRole("textbox");
  await expect(box4).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("8801.25");
  await page.keyboard.press("Enter");
  await expect(row("4").getByText("Edited")).toBeVisible();
  await expect(row("4").getByText("8801.25")).toBeVisible();
  await expectAxeClean(page);

  // The professional's list tags the photo W-2, and the organizer holds the confirmed values.
  const expertContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const expert = await expertContext.newPage();
  expert.setDefaultTimeout(30_000);
  await useToken(expert, job.expertToken);
  await expert.goto(`/expert/tax_preparation/${job.quoteId}/documents`);
  const expertDocuments = expert.getByRole("region", { name: "Job documents" });
  const photoRow = expertDocuments.getByRole("row").filter({ hasText: "w2-phone-photo.jpg" });
  await expect(photoRow.locator(".tl-docs-kind")).toHaveText("W-2");
  await expectAxeClean(expert);
  await expert.goto(`/expert/tax_preparation/${job.quoteId}?tab=organizer`);
  const organizer = expert.getByRole("main");
  await expect(organizer.getByText(/141,?954\.83/).first()).toBeVisible();
  await expect(organizer.getByText(/8,?801\.25/).first()).toBeVisible();
  await expert.screenshot({ path: test.info().outputPath("expert-read-values-1440.png"), fullPage: true });
  await expertContext.close();
});
