import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "./language";
import { setLanguageSource } from "./language-source";
import { localized, messagesIfSpoken } from "./localized";

// Test files share a module cache: whatever source another file installed is put back afterwards.
let before: () => Language;
beforeEach(() => {
  before = setLanguageSource(() => "en");
});
afterEach(() => setLanguageSource(before));

describe("localized", () => {
  it("reads each message in the language spoken, Spanish loaded when it is spoken as the domain loads", async () => {
    setLanguageSource(() => "es");
    // A copy of the domain evaluated now: another test file may have loaded it in English already.
    const freshCopy = "./local/layout?loaded-in-spanish";
    const { layout }: typeof import("./local/layout") = await import(/* @vite-ignore */ freshCopy);
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
