import type { Locator, Page } from "@playwright/test";
import { bearer, useToken } from "../support/accounts";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { newOrganizerJob, stepHeading } from "../support/organizer";

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

test.describe("Spanish questionnaire and organizer", () => {
  test.use({ locale: "es-US" });

  test("a Spanish-speaking taxpayer reads the questionnaire and the organizer in Spanish", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 390, height: 844 });

    // The questionnaire: its steps, its checks and its lists' answers in Spanish.
    await page.goto("/get-started?type=individual");
    await expect(
      page.getByRole("heading", { level: 1, name: "Declaración de impuestos individual" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 2, name: "¿Dónde vive?" })).toBeVisible();
    await page.getByRole("button", { name: "Siguiente", exact: true }).click();
    await expect(page.getByText("Por favor, elija su país.")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel("País de residencia").selectOption("Canada");
    await page.getByRole("button", { name: "Siguiente", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Su hogar" })).toBeVisible();
    await page.getByRole("group", { name: "¿Está casado?" }).getByLabel("No", { exact: true }).check();
    await page.getByRole("button", { name: "Siguiente", exact: true }).click();
    const income = page.getByRole("group", { name: "¿De dónde provienen sus ingresos?" });
    await expect(income.getByLabel("Propiedades de alquiler", { exact: true })).toBeVisible();
    await expect(page.getByText("Elija cada formulario que recibe.")).toBeVisible();
    await expectAxeClean(page);

    // The organizer: a step, its questions, its notes and its buttons in Spanish.
    await page.setViewportSize({ width: 1440, height: 900 });
    const job = await newOrganizerJob(page.request);
    // The account speaks Spanish: signed in, the web speaks the account's language.
    const chosen = await page.request.post("/api/User/SetLanguage", {
      headers: bearer(job.taxpayerToken),
      data: { language: "es" },
    });
    expect(chosen.ok()).toBe(true);
    await useToken(page, job.taxpayerToken);
    await page.goto(`/organizer/individual/${job.quoteId}`);
    await expect(stepHeading(page, "Presentación de impuestos")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("group", { name: "¿Ha presentado una declaración de impuestos antes?", exact: true }),
    ).toBeVisible();
    await expectAxeClean(page);
    await page
      .getByRole("group", { name: "¿Ha presentado una declaración de impuestos antes?", exact: true })
      .getByRole("radio", { name: "No", exact: true })
      .check();
    await page.getByRole("button", { name: "Siguiente", exact: true }).click();
    await expect(stepHeading(page, "Impuestos estimados pagados")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Secciones" })).toContainText(
      "1 de 2 pasos completados",
    );
    await expect(page.getByText("Pagos de impuesto estimado federales y estatales del año.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Guardar y salir" })).toBeVisible();
    await expectAxeClean(page);
  });
});
