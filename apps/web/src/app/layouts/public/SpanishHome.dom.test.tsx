import { es } from "@taxlane/contract/i18n/es";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserLanguage, speak, startingLanguage } from "../../../lib/language";
import { renderWithApp } from "../../../testing/render";

describe("the home page in Spanish", () => {
  beforeAll(() => {
    localStorage.setItem("taxlane.language", "es");
    speak(startingLanguage());
  });

  afterAll(() => {
    localStorage.removeItem("taxlane.language");
    speak("en");
    setLanguageSource(() => "en");
  });

  it("speaks Spanish in its text, its header and <html lang>", async () => {
    // Loaded after the language is chosen, as main.tsx does: some texts are worked out as modules load.
    const { HomePage } = await import("../../../features/content/HomePage");
    const { SiteHeader } = await import("./SiteHeader");
    renderWithApp(
      <>
        <SiteHeader />
        <HomePage expertsNearYou={null} newsletter={null} />
      </>,
    );

    expect(await screen.findByRole("heading", { level: 1, name: es.home.heroTitle })).toBeTruthy();
    expect(screen.getByText(es.home.heroLead)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: es.layout.logIn }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe("es");
    expect(screen.getByRole("button", { name: "Español" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("group", { name: es.layout.languageSwitch })).toBeTruthy();
  });

  it("words antd's own controls in Spanish: a password field's reveal button says Mostrar", async () => {
    const { AntdProvider } = await import("../../providers/AntdProvider");
    const { Input } = await import("antd");
    render(
      <AntdProvider>
        <Input.Password aria-label="Contraseña" />
      </AntdProvider>,
    );
    expect(screen.getByRole("button", { name: "Mostrar" })).toBeTruthy();
  });
});

describe("the language a visitor starts in", () => {
  it("is the first of the browser's languages the site speaks, else English", () => {
    expect(browserLanguage(["fr-FR", "es-MX", "en-US"])).toBe("es");
    expect(browserLanguage(["en-GB", "es"])).toBe("en");
    expect(browserLanguage(["de", "fr"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});
