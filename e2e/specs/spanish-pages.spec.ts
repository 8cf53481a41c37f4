import type { Page } from "@playwright/test";
import { englishOnPage } from "../support/english-texts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { settledInSpanish, spanishTaxpayerPage, taxpayerPages } from "../support/spanish-pages";

/**
 * Not checked here: a request's answers (`.tl-answers`) are worded by the questionnaire in
 * packages/organizer, whose questions and options are translated with the questionnaire itself.
 */
const checkedElsewhere = [".tl-answers"];

/** What English the settled page shows, then axe. */
async function englishOn(page: Page): Promise<string[]> {
  await settledInSpanish(page);
  const english = await englishOnPage(page, checkedElsewhere);
  await expectAxeClean(page);
  return english;
}

/** The legal pages, written in Spanish as whole documents rather than from the catalog. */
const legalPages = [
  { name: "privacy policy", path: "/privacy-policy", heading: "Política de privacidad" },
  { name: "terms", path: "/terms-condition", heading: "Términos y condiciones" },
  { name: "about", path: "/about", heading: "Acerca de Taxlane" },
];

test.describe("Spanish pages", () => {
  test.use({ locale: "es-US" });

  test("every page a taxpayer reads speaks Spanish, signed out and signed in", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    const note = async (name: string, target: Page) => {
      const english = await englishOn(target);
      if (english.length > 0) found[name] = english;
    };

    // Signed out: the public home, the directory, a professional's page, the privacy policy, the
    // terms and the about page, sign-in and sign-up.
    await page.goto("/");
    await note("public home", page);
    await page.goto("/experts");
    await note("directory", page);
    await page.getByRole("list", { name: "Profesionales" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/experts\/\d+$/);
    await note("a professional's public page", page);
    for (const legal of legalPages) {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.heading);
      await note(legal.name, page);
    }
    await page.goto("/login");
    await note("sign-in", page);
    await page.goto("/signup/tax-payer");
    await note("sign-up", page);

    const signedIn = await spanishTaxpayerPage(browser, request);
    for (const entry of taxpayerPages) {
      await signedIn.goto(entry.path);
      await note(entry.name, signedIn);
    }
    await signedIn.context().close();

    expect(found, "English texts on Spanish pages").toEqual({});
  });

  test("a Spanish legal page links to the English version, which governs", async ({ page }) => {
    await page.goto("/terms-condition#cancellation");
    await expect(page.getByRole("heading", { level: 2, name: /Cancelación y reembolsos/ })).toBeInViewport();
    await page.getByRole("link", { name: "versión en inglés" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
    await expect(page).toHaveURL(/\/terms-condition$/);
  });
});
