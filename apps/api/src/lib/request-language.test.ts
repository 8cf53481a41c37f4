import { describe, expect, it } from "vitest";
import { inLanguage } from "./language-scope";
import { requestLanguage } from "./request-language";
import { dayIn, momentIn } from "./spoken-dates";

const asked = (header?: string) => requestLanguage({ headers: { "accept-language": header } });

describe("requestLanguage", () => {
  it("takes the first language the catalog speaks, by weight", () => {
    expect(asked("es")).toBe("es");
    expect(asked("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(asked("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(asked("fr-FR, es;q=0.5, en;q=0.4")).toBe("es");
    expect(asked("en;q=0.3, es;q=0.7")).toBe("es");
  });

  it("means English without a header, with none it speaks, or with nonsense", () => {
    expect(asked()).toBe("en");
    expect(asked("")).toBe("en");
    expect(asked("fr, de;q=0.5")).toBe("en");
    expect(asked("*")).toBe("en");
    expect(asked("es;q=0, en;q=0.1")).toBe("en");
    expect(asked(";;,,q=es")).toBe("en");
  });
});

describe("spoken dates", () => {
  const instant = new Date("2026-06-15T13:30:00Z");

  it("write a moment in the person's zone and the language being spoken", () => {
    expect(momentIn(instant, "America/New_York")).toBe("Monday, June 15, 2026 at 9:30 AM EDT");
    expect(inLanguage("es", () => momentIn(instant, "America/New_York"))).toMatch(
      /^lunes, 15 de junio de 2026, 9:30 a\.\s?m\. EDT$/,
    );
  });

  it("write a day in the language being spoken", () => {
    expect(dayIn(instant)).toBe("June 15, 2026");
    expect(inLanguage("es", () => dayIn(instant))).toBe("15 de junio de 2026");
    expect(dayIn(new Date("2026-06-15T02:00:00Z"), "America/Los_Angeles")).toBe("June 14, 2026");
  });
});
