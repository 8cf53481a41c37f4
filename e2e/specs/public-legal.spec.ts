import type { Page } from "@playwright/test";
import { expect, expectAxeClean, test } from "../support/fixtures";

/** Follows a link of the table of contents and checks the page moved to that section. */
async function followContentsLink(page: Page, name: RegExp, hash: string): Promise<void> {
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`#${hash}$`));
  const heading = page.getByRole("heading", { level: 2, name });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
}

test.describe("the legal and about pages", () => {
  test("the privacy policy states what we keep, for how long, and who may use Taxlane", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    await expect(page).toHaveTitle("Privacy policy · Taxlane");
    const main = page.getByRole("main");
    await expect(main).toContainText("Last updated November 1, 2026");
    await expect(main).toContainText("seven years");
    await expect(main).toContainText("twice in any 12-month period");
    await expect(main).toContainText("18 or older");
    await expect(main).toContainText("We do not sell your personal information");
    await expect(main.getByRole("link", { name: "contact form" }).first()).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await followContentsLink(page, /Cookies and local storage/, "cookies");
    await expectAxeClean(page);
  });

  test("the terms state the trial, the liability cap and the dispute rules", async ({ page }) => {
    await page.goto("/terms-condition");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
    await expect(page).toHaveTitle("Terms and conditions · Taxlane");
    const main = page.getByRole("main");
    await expect(main).toContainText("End user license agreement");
    await expect(main).toContainText("Last updated November 27, 2026");
    await expect(main).toContainText("18 years old");
    await expect(main).toContainText("30-day free trial");
    await expect(main).toContainText("takes effect the day after your current period ends");
    await expect(main).toContainText("We do not give refunds for partial periods.");
    await expect(main).toContainText("30 to 60 days before the term ends");
    await expect(main).toContainText("Your plan keeps the price you signed up at");
    await expect(main).toContainText("the greater of the fees you paid to Taxlane in the 12 months");
    await expect(main).toContainText("$100");
    await expect(main).toContainText("60 days");
    await expect(main).toContainText("$75,000");
    await followContentsLink(page, /Resolving disputes/, "disputes");
    await expectAxeClean(page);
  });

  test("on a phone the terms read in one column and the contents still lead to a section", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/terms-condition");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "the page scrolls sideways").toBe(false);
    await followContentsLink(page, /Cancellation and refunds/, "cancellation");
    await expectAxeClean(page);
  });

  test("a link to a section opens the page at that section", async ({ page }) => {
    await page.goto("/privacy-policy#retention");
    await expect(
      page.getByRole("heading", { level: 2, name: /How long we keep information/ }),
    ).toBeInViewport();
  });

  test("the about page explains Taxlane and leads to the contact page", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Taxlane");
    await expect(page).toHaveTitle("About us · Taxlane");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "For taxpayers" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "For tax professionals" })).toBeVisible();
    await expect(main).toContainText("up to 5 introductions");
    await expectAxeClean(page);
    await main.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });
});
