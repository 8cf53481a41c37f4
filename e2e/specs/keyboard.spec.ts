import type { Page } from "@playwright/test";
import { apiSignIn, demo, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { tabTo } from "../support/keyboard";

const focused = (page: Page) => page.locator(":focus");

test.describe("by keyboard alone", () => {
  test("Sign in as is one radio group, and a refused sign-up lands on its first field to fix and says why", async ({
    page,
  }) => {
    await page.goto("/login");
    const client = page.getByRole("radio", { name: "Client" });
    await tabTo(page, client);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "Tax professional" })).toBeFocused();
    await expect(page.getByRole("radio", { name: "Tax professional" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Join as a tax professional" })).toBeVisible();
    // One Tab stop for the group: the next one is the e-mail.
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expectAxeClean(page);

    await page.goto("/signup/tax-payer");
    await page.getByLabel("First name").fill("Jordan");
    await tabTo(page, page.getByRole("button", { name: "Create account" }), { limit: 40 });
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Last name")).toBeFocused();
    // Said in a live region as well as shown under each field.
    await expect(page.locator('[aria-live="assertive"]')).toContainText(
      /\d fields need a change: Last name, E-mail, Password/,
    );

    await page.goto("/signup/expert");
    await page.getByLabel("First name").fill("Jordan");
    await page.getByLabel("Last name").fill("Reyes");
    await tabTo(page, page.getByRole("button", { name: "Continue" }), { limit: 40 });
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(page.locator('[aria-live="assertive"]')).toContainText(
      /\d fields need a change: E-mail, Password/,
    );
  });

  test("Skip to content is the first Tab stop of a signed-in page and lands on the page", async ({
    page,
    request,
  }) => {
    await useToken(page, await apiSignIn(request, demo.taxpayer, demo.password));
    await page.goto("/user/quotes");
    await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab goes into the page, past the header and the menu.
    await page.keyboard.press("Tab");
    expect(await focused(page).evaluate((element) => element.closest("main") !== null)).toBe(true);
  });
});
