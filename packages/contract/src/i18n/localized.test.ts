import { afterEach, describe, expect, it } from "vitest";
import { setLanguageSource } from "./language-source";
import { layout } from "./local/layout";
import { localized } from "./localized";

afterEach(() => setLanguageSource(() => "en"));

describe("localized", () => {
  it("reads each message in the language spoken at the time of the read", () => {
    expect(layout.logIn).toBe("Log in");
    setLanguageSource(() => "es");
    expect(layout.logIn).toBe("Iniciar sesión");
    expect({ ...layout }.logIn).toBe("Iniciar sesión");
  });

  it("falls back to English for a message a language lacks", () => {
    const words = localized({ en: { yes: "Yes", no: "No" }, es: { yes: "Sí" } });
    setLanguageSource(() => "es");
    expect([words.yes, words.no]).toEqual(["Sí", "No"]);
    expect(Object.keys(words)).toEqual(["yes", "no"]);
  });
});
