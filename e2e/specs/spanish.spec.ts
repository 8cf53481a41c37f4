import type { Locator, Page } from "@playwright/test";
import { bearer, newPassword, uniqueEmail, useToken } from "../support/accounts";
import { registerBilingualExpert } from "../support/bilingual-expert";
import { expect, expectAxeClean, test } from "../support/fixtures";
import { chooseByKeys, pressByKeys, tabInto, tickByKeys, typeByKeys } from "../support/keyboard";
import { codeIn, waitForMail } from "../support/mail";
import { ok } from "../support/marketplace";
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

  test("a Spanish-speaking taxpayer answers, signs up, meets a Spanish-speaking professional and fills the organizer by keyboard alone", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    page.setDefaultTimeout(30_000);
    // Wyoming has no demo professional: the bilingual one made here is the best match there.
    await registerBilingualExpert(request, "WY");
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    const group = (name: string) => page.getByRole("group", { name, exact: true });
    const next = () => pressByKeys(page, button("Siguiente"));

    await page.goto("/get-started?type=individual");
    await expect(
      page.getByRole("heading", { level: 1, name: "Declaración de impuestos individual" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // A list takes what is typed on it: the first entry starting so is chosen.
    await typeByKeys(page, page.getByLabel("País de residencia"), "Estados Unidos");
    await typeByKeys(page, page.getByRole("combobox", { name: "Estado", exact: true }), "Wyoming");
    await expect(page.getByRole("combobox", { name: "Estado", exact: true })).toHaveValue("WY");
    await expectAxeClean(page);
    await next();
    await expect(page.getByRole("heading", { level: 2, name: "Su hogar" })).toBeVisible();
    await chooseByKeys(page, group("¿Está casado?"), "No");
    await next();
    await tickByKeys(page, page.getByRole("checkbox", { name: "W-2", exact: true }));
    await next();
    await chooseByKeys(page, group("¿Es dueño de su vivienda?"), "No");
    await chooseByKeys(
      page,
      group("¿Detalla sus deducciones o toma la deducción estándar?"),
      "Deducción estándar",
    );
    await next();
    await chooseByKeys(page, group("¿Quién preparó la declaración del año pasado?"), "Yo mismo");
    await next();
    await tickByKeys(page, page.getByRole("checkbox", { name: "Experiencia", exact: true }));
    await next();
    await chooseByKeys(
      page,
      group("¿Cuánto pagó por su declaración de impuestos el año pasado?"),
      "No lo recuerdo",
    );
    await next();
    await chooseByKeys(
      page,
      group("¿Le gustaría tener una oficina cercana donde entregar sus documentos?"),
      "No",
    );
    await chooseByKeys(page, group("¿Puede escanear o fotografiar sus documentos?"), "Sí");
    await chooseByKeys(page, group("¿Se siente cómodo reuniéndose por video o por teléfono?"), "Sí");
    // Spanish is shown chosen as the page's language; the arrows go round to it to answer it.
    const language = group("¿En qué idioma le gustaría trabajar con su profesional?");
    await tabInto(page, language);
    await page.keyboard.press("ArrowDown");
    await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
    await page.keyboard.press("ArrowDown");
    await expect(language.getByRole("radio", { name: "Español" })).toBeChecked();
    await next();
    await expect(page.getByRole("heading", { level: 2, name: "Casi terminamos" })).toBeVisible();
    await pressByKeys(page, button("Continuar para crear una cuenta"));

    // Signing up: the form, then the code from a mail written in Spanish.
    await expect(page).toHaveURL(/\/signup\/tax-payer$/);
    const email = uniqueEmail("spanish-keys");
    await typeByKeys(page, page.getByLabel("Nombre", { exact: true }), "Lucía");
    await typeByKeys(page, page.getByLabel("Apellido", { exact: true }), "Reyes");
    await typeByKeys(page, page.getByLabel("Correo electrónico"), email);
    await typeByKeys(page, page.getByLabel("Contraseña", { exact: true }), newPassword());
    await typeByKeys(page, page.getByLabel("Número de teléfono"), "+1 307 555 0199");
    await tickByKeys(page, page.getByRole("checkbox", { name: /Tengo 18 años o más/ }));
    await pressByKeys(page, button("Crear una cuenta"));
    await expect(
      page.getByRole("heading", { level: 1, name: "Confirme su correo electrónico" }),
    ).toBeVisible();
    const mail = await waitForMail(request, email, {
      subject: /es su código para crear una cuenta en Taxlane/,
    });
    expect(mail.text).toContain("Su código para terminar de crear su cuenta es");
    await typeByKeys(page, page.getByRole("textbox", { name: "Dígito 1 de 6" }), codeIn(mail));
    await pressByKeys(page, button("Verificar y crear la cuenta"));

    // Matched: the professional who speaks Spanish, said in Spanish.
    await expect(
      page.getByRole("heading", { level: 1, name: "¡Gracias! Recibimos sus respuestas." }),
    ).toBeVisible();
    await pressByKeys(page, page.getByRole("link", { name: "Ver mis solicitudes" }));
    await expect(page).toHaveURL(/\/user\/quotes$/);
    await expect(page.getByText("Atiende a sus clientes en español, como usted pidió").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expectAxeClean(page);

    // The organizer of a job, its account speaking Spanish: a step answered by keys.
    const job = await newOrganizerJob(request);
    await ok(
      await request.post("/api/User/SetLanguage", {
        headers: bearer(job.taxpayerToken),
        data: { language: "es" },
      }),
      "SetLanguage",
    );
    await useToken(page, job.taxpayerToken);
    await page.goto(`/organizer/individual/${job.quoteId}`);
    await expect(stepHeading(page, "Presentación de impuestos")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await chooseByKeys(page, group("¿Ha presentado una declaración de impuestos antes?"), "No");
    await next();
    await expect(stepHeading(page, "Impuestos estimados pagados")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Secciones" })).toContainText(
      "1 de 2 pasos completados",
    );
    await expectAxeClean(page);
  });
});
