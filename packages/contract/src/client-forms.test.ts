import { describe, expect, it } from "vitest";
import { answerListsAsText, parseAnswerList, parseAnswerLists } from "./answer-lists";
import { countryName, OTHER_COUNTRIES } from "./countries";
import { notificationHref, notificationLink } from "./notification-links";
import { stateCodeSchema } from "./public-site";
import { individualInitialQuestionsSchema } from "./questionnaire";

const answers = {
  taxPreparationTypeId: 1,
  country: "United States",
  state: "TX",
  isMarried: false,
  incomeTypeIds: [1],
  isOwnHome: false,
  deductionTypeId: 2,
  lastYearPreparedExpertId: 1,
  reasonToLookNewPreparer: [],
  factorThatHelpYouHirePreparer: [3],
  lastYearPreparationCostId: 1,
  areYouLookingServiceToDropDocuments: false,
  areYouAbleToDigitalizeDocuments: true,
  areYouOkWithVirtualMeetings: true,
};

describe("countryName", () => {
  it("turns codes and names in any case into the stored name", () => {
    for (const given of ["US", "us", "USA", "United States", "united states of america", " U.S. "]) {
      expect(countryName(given)).toBe("United States");
    }
    expect(countryName("CA")).toBe("Canada");
    expect(countryName("germany")).toBe("Germany");
    expect(countryName("Atlantis ")).toBe("Atlantis");
  });

  it("has one code per country", () => {
    const codes = OTHER_COUNTRIES.map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).not.toContain("US");
  });
});

describe("stateCodeSchema", () => {
  it("takes a postal code or a name and gives the code", () => {
    expect(stateCodeSchema.parse("ca")).toBe("CA");
    expect(stateCodeSchema.parse("California")).toBe("CA");
    expect(stateCodeSchema.parse("district of columbia")).toBe("DC");
    expect(stateCodeSchema.safeParse("Ontario").success).toBe(false);
  });
});

describe("individual initial questions", () => {
  it("store how they heard of us as the label whether a code or the words came", () => {
    const heard = (value: unknown) =>
      individualInitialQuestionsSchema.parse({ ...answers, fromWhereKnowMyTaxApp: value })
        .fromWhereKnowMyTaxApp;
    expect(heard(4)).toBe("Social media");
    expect(heard("4")).toBe("Social media");
    expect(heard("social media")).toBe("Social media");
    expect(heard("My neighbour")).toBe("My neighbour");
    expect(heard(undefined)).toBeUndefined();
  });

  it("count an empty or null invitation key as none", () => {
    for (const invitationkey of ["", "  ", null]) {
      expect(
        individualInitialQuestionsSchema.parse({ ...answers, invitationkey }).invitationkey,
      ).toBeUndefined();
    }
  });
});

describe("list answers as JSON text", () => {
  it("go out as text and come back as the same codes", () => {
    const text = answerListsAsText({
      incomeTypeIds: [1, 4],
      factorThatHelpYouHirePreparer: [2],
      country: "Peru",
    });
    expect(text).toEqual({
      incomeTypeIds: "[1,4]",
      reasonToLookNewPreparer: "[]",
      factorThatHelpYouHirePreparer: "[2]",
      country: "Peru",
    });
    expect(
      parseAnswerLists({
        incomeTypeIds: "[1,4]",
        reasonToLookNewPreparer: "[]",
        factorThatHelpYouHirePreparer: "[2]",
      }),
    ).toEqual({ incomeTypeIds: [1, 4], reasonToLookNewPreparer: [], factorThatHelpYouHirePreparer: [2] });
  });

  it("read text that is not a list of numbers as no answer", () => {
    expect(parseAnswerList("not json")).toEqual([]);
    expect(parseAnswerList('{"a":1}')).toEqual([]);
    expect(parseAnswerList('[1,"x",3]')).toEqual([1, 3]);
  });
});

describe("notification links", () => {
  it("are stored without their leading slash and followed with one", () => {
    expect(notificationLink("/user/quotes")).toBe("user/quotes");
    expect(notificationLink("user/quotes")).toBe("user/quotes");
    expect(notificationHref("user/tax_preparation/12")).toBe("/user/tax_preparation/12");
    expect(notificationHref("/expert/requests?tab=sent")).toBe("/expert/requests?tab=sent");
  });
});
