import { describe, expect, it } from "vitest";
import {
  contactHiddenText,
  contactLines,
  introductionsText,
  keyFacts,
  locationText,
  requestTitles,
  shortName,
} from "./request-text";
import { businessRecord, individualRecord } from "./test-requests";

describe("an expert's request card", () => {
  it("is titled by its kind as the spec names it", () => {
    expect(requestTitles.individual).toBe("Individual Tax Application");
    expect(requestTitles.business).toBe("Business Tax Application");
  });

  it("names the taxpayer by first name and last initial", () => {
    expect(shortName("Robin", "tester")).toBe("Robin T.");
    expect(shortName(" Ana ", "")).toBe("Ana");
  });

  it("says where the taxpayer is: the state, the country outside the US, or that it was not given", () => {
    expect(locationText({ kind: "individual", record: individualRecord() })).toBe("California");
    expect(
      locationText({ kind: "individual", record: individualRecord({ country: "Canada", state: undefined }) }),
    ).toBe("Canada");
    expect(locationText({ kind: "business", record: businessRecord({ state: "TX" }) })).toBe("Texas");
    expect(locationText({ kind: "business", record: businessRecord() })).toBe("State not given");
  });

  it("shows the answers that size the work, in words", () => {
    expect(keyFacts({ kind: "individual", record: individualRecord() })).toEqual([
      { key: "isMarried", label: "Married", value: "Yes" },
      { key: "incomeTypeIds", label: "Income", value: "W-2, Rental properties" },
      { key: "deductionTypeId", label: "Deductions", value: "Standard" },
      { key: "lastYearPreparationCostId", label: "Paid last year", value: "$250-500" },
    ]);
    expect(keyFacts({ kind: "business", record: businessRecord() }).map((line) => line.value)).toEqual([
      "2",
      "QuickBooks",
      "120",
      "40",
    ]);
  });

  it("says how many professionals see the request", () => {
    expect(introductionsText(1)).toBe("Sent only to you");
    expect(introductionsText(0)).toBe("Sent only to you");
    expect(introductionsText(4)).toBe("Sent to 4 professionals");
  });

  it("lists the contact details given, with links to write or call", () => {
    const user = individualRecord().user;
    expect(contactLines(user)).toEqual([]);
    expect(contactHiddenText).toBe("Shared once they choose your quote");
    expect(contactLines({ ...user, email: "robin@example.com", phoneNumber: "+1 (415) 555-0100" })).toEqual([
      { label: "E-mail", value: "robin@example.com", href: "mailto:robin@example.com" },
      { label: "Phone", value: "+1 (415) 555-0100", href: "tel:+14155550100" },
    ]);
  });
});
