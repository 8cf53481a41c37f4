import { describe, expect, it } from "vitest";
import { inLanguageText, languageLabel, servesClientsInText } from "./language-text";

describe("a professional's languages, as taxpayers read them", () => {
  it("names each language and joins them as a sentence does", () => {
    expect(languageLabel("es")).toBe("Spanish");
    expect(servesClientsInText(["en"])).toBe("Serves clients in English");
    expect(servesClientsInText(["en", "es"])).toBe("Serves clients in English and Spanish");
    expect(servesClientsInText([])).toBe("");
    expect(inLanguageText("es")).toBe("in Spanish");
  });
});
