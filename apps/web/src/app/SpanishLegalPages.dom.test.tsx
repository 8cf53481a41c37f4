import { es as spanish } from "@taxlane/contract/i18n/es";
import { setLanguageSource } from "@taxlane/contract/i18n/language-source";
import { cleanup, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/render";

const es = spanish.legal;

/** Each legal page: its path, its English and Spanish documents, its title and a line of its own. */
const documents = [
  {
    name: "privacy policy",
    path: "/privacy-policy",
    english: async () => (await import("../features/content/legal/PrivacyPolicyPage")).PrivacyPolicyPage,
    spanish: async () => (await import("../features/content/legal/PrivacyPolicyPage.es")).PrivacyPolicyPageEs,
    title: es.privacyPolicyTitle,
    says: ["siete años", "dos veces en cualquier período de 12 meses", "1 de noviembre de 2026"],
  },
  {
    name: "terms",
    path: "/terms-condition",
    english: async () => (await import("../features/content/legal/TermsPage")).TermsPage,
    spanish: async () => (await import("../features/content/legal/TermsPage.es")).TermsPageEs,
    title: es.termsTitle,
    says: ["prueba gratuita de 30 días", "$75,000", "27 de noviembre de 2026"],
  },
  {
    name: "about page",
    path: "/about",
    english: async () => (await import("../features/content/legal/AboutPage")).AboutPage,
    spanish: async () => (await import("../features/content/legal/AboutPage.es")).AboutPageEs,
    title: es.aboutTitle,
    says: ["Reciba hasta 5 presentaciones"],
  },
];

interface Heading {
  readonly id: string;
  readonly text: string;
}

/** The title and the sections' headings (their ids are what a link opens), in order, with their text. */
function headingsOf(Page: ComponentType, path: string): Heading[] {
  renderWithApp(<Page />, { path });
  const headings = [...document.querySelectorAll("h1[id], section h2[id]")].map((heading) => ({
    id: heading.id,
    text: (heading.textContent ?? "").replace(/^\d+\.\s*/, "").trim(),
  }));
  cleanup();
  return headings;
}

describe("the legal pages in Spanish", () => {
  beforeAll(() => {
    // Before any of the pages' modules load, as main.tsx chooses it: the catalog's domains are
    // fetched in the language spoken as they load.
    setLanguageSource(() => "es");
  });

  afterAll(() => {
    setLanguageSource(() => "en");
  });

  for (const page of documents) {
    it(`${page.name}: every section of the English version, under the same ids, headed in Spanish`, async () => {
      const english = headingsOf(await page.english(), page.path);
      const spanish = headingsOf(await page.spanish(), page.path);

      expect(english.length).toBeGreaterThan(3);
      expect(spanish.map((heading) => heading.id)).toEqual(english.map((heading) => heading.id));
      const untranslated = spanish.filter(({ id, text }) =>
        english.some((heading) => heading.id === id && heading.text === text),
      );
      expect(untranslated).toEqual([]);
    });

    it(`${page.name}: what frames it in Spanish, and a line saying the English version governs`, async () => {
      const Spanish = await page.spanish();
      renderWithApp(<Spanish />, { path: page.path });

      const main = document.body.textContent ?? "";
      for (const text of page.says) expect(main).toContain(text);
      expect(document.title).toBe(`${page.title} · Taxlane`);
      const english = screen.getByRole("link", { name: "versión en inglés" });
      expect(english.getAttribute("href")).toBe(`${page.path}?lang=en`);
      expect(english.getAttribute("hreflang")).toBe("en");
      if (page.name !== "about page") {
        expect(screen.getByRole("navigation", { name: es.contents })).toBeTruthy();
        expect(main).toContain("Última actualización:");
      }
    });
  }

  it("routes each legal page to the document in the language spoken, loading only that one", async () => {
    const { routes } = await import("./router");
    const publicPages = routes[0]?.children?.find((route) => route.id === "public")?.children ?? [];
    const load = async (path: string) => {
      const lazy = publicPages.find((route) => route.path === path)?.lazy;
      if (typeof lazy !== "function") throw new Error(`No lazy route for ${path}`);
      return ((await lazy()) as RouteObject).Component;
    };

    for (const page of documents) {
      expect(await load(page.path.slice(1)), page.name).toBe(await page.spanish());
    }
    setLanguageSource(() => "en");
    try {
      for (const page of documents)
        expect(await load(page.path.slice(1)), page.name).toBe(await page.english());
    } finally {
      setLanguageSource(() => "es");
    }
  });
});
