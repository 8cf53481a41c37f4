import { describe, expect, it } from "vitest";
import { numberWordEs, timesWordEs, yearsWordEs } from "./legal-text.es";

describe("legal wording in Spanish", () => {
  it("spells small numbers, agreeing with the noun for one, and keeps larger ones as digits", () => {
    expect(numberWordEs(7)).toBe("siete");
    expect(numberWordEs(12)).toBe("doce");
    expect(numberWordEs(18)).toBe("18");
    expect(numberWordEs(1)).toBe("un");
    expect(numberWordEs(1, "feminine")).toBe("una");
  });

  it("says una vez, dos veces, then n veces", () => {
    expect(timesWordEs(1)).toBe("una vez");
    expect(timesWordEs(2)).toBe("dos veces");
    expect(timesWordEs(3)).toBe("tres veces");
  });

  it("counts years", () => {
    expect(yearsWordEs(1)).toBe("un año");
    expect(yearsWordEs(7)).toBe("siete años");
  });
});
