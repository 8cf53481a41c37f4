/**
 * The contact form's checks in Spanish, as a page that speaks Spanish runs them: the language is set
 * before the catalog's domains load, as the web sets it before its first module.
 */
import { setLanguageSource } from "@taxlane/contract/i18n";
import { afterAll, describe, expect, it } from "vitest";

setLanguageSource(() => "es");
const { emptyContactValues, validateContact } = await import("./contact-form");

afterAll(() => {
  setLanguageSource(() => "en");
});

describe("the contact form's checks in Spanish", () => {
  it("say what to fix in Spanish, a field's limit with its Spanish name", () => {
    expect(validateContact(emptyContactValues)).toEqual({
      fullName: "Este campo es obligatorio",
      email: "Este campo es obligatorio",
      message: "Este campo es obligatorio",
    });
    const tooLong = validateContact({
      ...emptyContactValues,
      fullName: "Avery Quinn",
      email: "avery@example.com",
      organizationName: "x".repeat(151),
      phone: "call me",
      message: "Hola",
    });
    expect(tooLong).toEqual({
      organizationName: "Organización puede tener como máximo 150 caracteres.",
      phone: "Ingrese un número de teléfono válido.",
    });
  });
});
