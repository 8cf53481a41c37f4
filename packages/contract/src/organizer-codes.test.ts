import { describe, expect, it } from "vitest";
import { answerFilterModeSchema, answerTypeIdSchema, organizerCategoryIdSchema } from "./code-schemas";
import {
  AnswerFilterMode,
  AnswerTypeId,
  answerFilterModeLabels,
  answerTypeNames,
  OrganizerCategoryId,
  organizerCategoryNames,
} from "./organizer-codes";

// Expected values are written out from the product's rules.
describe("answer type codes", () => {
  it("are the spec's codes 0-8, spelling included", () => {
    expect(AnswerTypeId).toStrictEqual({
      notDefinded: 0,
      number: 1,
      string: 2,
      boolean: 3,
      date: 4,
      json: 5,
      file: 6,
      checkbox: 7,
      radio: 8,
    });
    expect(answerTypeNames).toStrictEqual({
      0: "notDefinded",
      1: "number",
      2: "string",
      3: "boolean",
      4: "date",
      5: "json",
      6: "file",
      7: "checkbox",
      8: "radio",
    });
  });

  it("accept 0-8 only", () => {
    for (const value of [0, 1, 2, 3, 4, 5, 6, 7, 8]) expect(answerTypeIdSchema.parse(value)).toBe(value);
    for (const value of [-1, 9, 1.5, "1"]) expect(answerTypeIdSchema.safeParse(value).success).toBe(false);
  });
});

describe("answer filter modes", () => {
  it("are the spec's modes 1-3 with their meanings", () => {
    expect(AnswerFilterMode).toStrictEqual({ excludeEmptyWithMessage: 1, onlyWithMessage: 2, onlyEmpty: 3 });
    expect(answerFilterModeLabels).toStrictEqual({
      1: "Exclude answers that are empty but have a message",
      2: "Only answers with a message",
      3: "Only empty answers",
    });
  });

  it("accept 1-3 only", () => {
    for (const value of [1, 2, 3]) expect(answerFilterModeSchema.parse(value)).toBe(value);
    for (const value of [0, 4, "2"]) expect(answerFilterModeSchema.safeParse(value).success).toBe(false);
  });
});

describe("organizer section ids", () => {
  const expected = {
    businessEntityTaxReturn: 1,
    principalShareholders: 2,
    additionalInformation: 3,
    questionsRelatedToAllCorporations: 4,
    automatedBookkeepingSystem: 5,
    businessAssetSalesAndDisposition: 6,
    incomeAndCostOfGoodsSold: 7,
    bankReconcilation: 8,
    expenses: 9,
    home: 10,
    homeMortgageInterest: 11,
    taxesPaid: 12,
    cashCharitableContributions: 13,
    healthCoverage: 14,
    medicalExpenses: 15,
    hSADistributions: 16,
    educationalExpenses: 17,
    foreignAccounts: 18,
    w2Form: 19,
    selfEmployer: 20,
    vehicleOperatingExpenses: 21,
    homeOfficeExpenses: 22,
    realEstateRental: 23,
    income: 24,
    priorYearReturnCopy: 25,
    taxpayerInformation1: 26,
    taxpayerInformation2: 27,
    addressAsOfDec31: 28,
    addressChanges: 29,
    filingStatusChanges: 30,
    dependents: 31,
    childOrDependentCareExpenses: 32,
    educationExpenses: 33,
    estimatedTaxesPaid: 34,
    additionalQuestions: 35,
    refoundDirectDeposit: 36,
    nonCashCharitableContributions: 37,
    selfEmployment: 38,
    questionsRelatedToEntities: 39,
    questionsRelatedToPartnerships: 40,
  };

  it("are the spec's 40 sections with their exact names", () => {
    expect(OrganizerCategoryId).toStrictEqual(expected);
  });

  it("name each id as the spec spells it", () => {
    expect(organizerCategoryNames).toStrictEqual(
      Object.fromEntries(Object.entries(expected).map(([name, id]) => [id, name])),
    );
    expect(organizerCategoryNames[8]).toBe("bankReconcilation");
    expect(organizerCategoryNames[16]).toBe("hSADistributions");
    expect(organizerCategoryNames[36]).toBe("refoundDirectDeposit");
  });

  it("accept 1-40 only", () => {
    for (let id = 1; id <= 40; id++) expect(organizerCategoryIdSchema.parse(id)).toBe(id);
    for (const value of [0, 41, 2.5, "3"])
      expect(organizerCategoryIdSchema.safeParse(value).success).toBe(false);
  });
});
