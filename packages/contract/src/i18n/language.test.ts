import { describe, expect, it } from "vitest";
import { askedLanguage } from "./language";

describe("askedLanguage", () => {
  it("reads a language the catalog speaks from `?lang=`, among other parameters", () => {
    expect(askedLanguage("?lang=es")).toBe("es");
    expect(askedLanguage("?ref=mail&lang=en")).toBe("en");
  });

  it("ignores a missing or unknown one, which leaves the choice to the person and the browser", () => {
    expect(askedLanguage("")).toBeNull();
    expect(askedLanguage("?lang=fr")).toBeNull();
    expect(askedLanguage("?lang=ES-mx")).toBeNull();
  });
});
