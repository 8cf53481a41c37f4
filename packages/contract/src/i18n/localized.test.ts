import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "./language-source";
import { localized, messagesIfSpoken } from "./localized";

afterEach(() => setLanguageSource(() => "en"));

describe("localized", () => {
  it("reads each message in the language spoken, Spanish loaded when it is spoken as the domain loads", async () => {
    setLanguageSource(() => "es");
    const { layout } = await import("./local/layout");
    expect(layout.logIn).toBe("Iniciar sesión");
    expect({ ...layout }.logIn).toBe("Iniciar sesión");
    setLanguageSource(() => "en");
    expect(layout.logIn).toBe("Log in");
  });

  it("falls back to English for a message a language lacks", () => {
    const words = localized({ en: { yes: "Yes", no: "No" }, es: { yes: "Sí" } });
    setLanguageSource(() => "es");
    expect([words.yes, words.no]).toEqual(["Sí", "No"]);
    expect(Object.keys(words)).toEqual(["yes", "no"]);
  });

  it("loads another language's messages only for its speakers", async () => {
    const load = async () => ({ yes: "Sí" });
    expect(await messagesIfSpoken("es", load)).toEqual({});
    setLanguageSource(() => "es");
    expect(await messagesIfSpoken("es", load)).toEqual({ yes: "Sí" });
  });
});
