import { describe, expect, it } from "vitest";
import { dateText, midSentence, personName } from "./format";

describe("dateText", () => {
  it("writes a date with a short month", () => {
    expect(dateText("2026-03-04T10:00:00")).toBe("Mar 4, 2026");
  });

  it("leaves text that is not a date as it came", () => {
    expect(dateText("soon")).toBe("soon");
  });
});

describe("personName", () => {
  it("joins the names and drops the space when one is missing", () => {
    expect(personName("Ann", "Lee")).toBe("Ann Lee");
    expect(personName("Ann", "")).toBe("Ann");
  });
});

describe("midSentence", () => {
  it("lowers the first letter only, keeping abbreviations as written", () => {
    expect(midSentence("Social security number or ITIN")).toBe("social security number or ITIN");
    expect(midSentence("EIN of the business")).toBe("EIN of the business");
    expect(midSentence("A")).toBe("a");
  });
});
