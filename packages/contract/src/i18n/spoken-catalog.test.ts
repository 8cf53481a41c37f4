import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "./en";
import { es } from "./es";
import type { Language } from "./language";

/**
 * The catalog modules as a page of that language loads them: fresh (the setup's registration belongs
 * to other instances), the language chosen first, as the web chooses it before any module loads.
 * `loaded` records whether the Spanish catalog's module was imported at all.
 */
async function freshCatalogIn(language: Language) {
  vi.resetModules();
  const loaded = vi.fn();
  vi.doMock("./es", async (importOriginal) => {
    loaded();
    return importOriginal();
  });
  (await import("./language-source")).setLanguageSource(() => language);
  // The entry the web's pages import `t` from.
  const catalog = await import("./index");
  return { ...catalog, loaded };
}

afterEach(() => {
  vi.doUnmock("./es");
  vi.restoreAllMocks();
});

describe("the catalogs a page loads", () => {
  it("gives an English reader no Spanish: not imported, not registered, and t in English", async () => {
    const { catalogs, loaded, t } = await freshCatalogIn("en");

    expect(loaded).not.toHaveBeenCalled();
    expect(catalogs.es).toBeUndefined();
    expect(t("common.cancel")).toBe(en.common.cancel);
  });

  it("shows English for a language not registered, saying so once for the whole catalog", async () => {
    const { tIn } = await freshCatalogIn("en");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    expect(tIn("es", "common.cancel")).toBe(en.common.cancel);
    expect(tIn("es", "common.saveChanges")).toBe(en.common.saveChanges);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('The "es" catalog is not registered');
  });

  it("gives a Spanish reader the Spanish catalog before any module that imports t runs", async () => {
    const { catalogs, loaded, t } = await freshCatalogIn("es");

    expect(loaded).toHaveBeenCalledTimes(1);
    expect(catalogs.es).toEqual(es);
    // Right as the import settles, as a text worked out while a module loads would read it.
    expect(t("common.cancel")).toBe(es.common.cancel);
    expect(t("common.cancel")).not.toBe(en.common.cancel);
  });

  it("registers every catalog for the API, whatever language it starts in", async () => {
    const { registerEveryCatalog, tIn } = await freshCatalogIn("en");

    await registerEveryCatalog();

    expect(tIn("es", "common.cancel")).toBe(es.common.cancel);
    expect(tIn("en", "common.cancel")).toBe(en.common.cancel);
  });
});
