import type { Locator, Page } from "@playwright/test";
import { expect, expectAxeClean, test } from "../support/fixtures";

const spanishTitle = "Encuentre el profesional de impuestos adecuado para usted";
const englishTitle = "Find the right tax professional for you";

/** Tabs from the top of the page until `target` has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.locator("body").focus();
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("The keyboard never reached the language switch");
}

test.describe("Spanish", () => {
  test.use({ locale: "es-US" });

  test("a visitor whose browser speaks Spanish reads the home page in Spanish and switches with the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: spanishTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // A label worked out once as its module loads speaks Spanish too.
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    const languages = page.getByRole("group", { name: "Idioma" });
    await expect(languages.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    await expectAxeClean(page);

    await tabTo(page, languages.getByRole("button", { name: "English" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const english = page.getByRole("group", { name: "Language" });
    await expect(english.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await expectAxeClean(page);

    // The choice outlasts the browser's language: a new visit stays in English until switched back.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: englishTitle })).toBeVisible();
    await tabTo(page, english.getByRole("button", { name: "Español" }));
    await page.keyboard.press("Space");
    await expect(page.getByRole("heading", { level: 1, name: spanishTitle })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectAxeClean(page);
  });
});
