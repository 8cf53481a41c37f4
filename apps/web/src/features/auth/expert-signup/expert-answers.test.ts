import { accountantInitialQuestionsSchema, TaxPreparerTypeId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import {
  answersOf,
  type ExpertAnswers,
  expertSteps,
  initialQuestionFields,
  initialQuestionsForCheck,
  sanitizeAnswers,
  stepOfField,
} from "./expert-answers";

const complete: ExpertAnswers = {
  taxPreparerTypeId: TaxPreparerTypeId.attorney,
  taxPreparerPTINumber: " p12345678 ",
  taxPreparerBarNumber: "CA 123456",
  taxPreparerState: "CA",
  taxPreparerLicenseNumber: "left over from choosing CPA first",
  taxPreparationTypeId: 3,
  workingTypeIds: [3, 1],
  state: "CA",
  city: "Oakland",
  isEnterprise: false,
  businessName: "left over",
  yearsOfExperience: "12",
  aboutBusinessOrServiceStandOut: "Small businesses and families.",
  linkedin: "",
  website: "https://example.com",
  reviewsLink: "  ",
  accountantEducationList: [
    { institution: "UC Berkeley", degree: "JD", yearOfGraduation: "2010" },
    { institution: "", degree: " ", yearOfGraduation: "" },
    { institution: "IRS", degree: "", yearOfGraduation: "2015" },
  ],
  hasPricingSystem: true,
};

describe("expertSteps", () => {
  it("has the 8 steps of the spec, each field on one step", () => {
    expect(expertSteps).toHaveLength(8);
    const fields = expertSteps.flatMap((step) => step.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(stepOfField("taxPreparerPTINumber")).toBe(0);
    expect(stepOfField("city")).toBe(2);
    expect(stepOfField("yearsOfExperience")).toBe(3);
    expect(stepOfField("photo")).toBe(5);
    expect(stepOfField("pricingSystemAttachment")).toBe(7);
    expect(stepOfField("password")).toBeNull();
  });
});

describe("initialQuestionFields", () => {
  it("sends what the answers hold as text, codes as digits and the work modes as JSON text", () => {
    const { values } = initialQuestionFields(complete);
    expect(values).toEqual({
      taxPreparationTypeId: "3",
      taxPreparerTypeId: "1",
      taxPreparerPTINumber: "p12345678",
      taxPreparerBarNumber: "CA 123456",
      taxPreparerState: "CA",
      workingTypeIds: "[1,3]",
      state: "CA",
      city: "Oakland",
      isEnterprise: "false",
      yearsOfExperience: "12",
      aboutBusinessOrServiceStandOut: "Small businesses and families.",
      website: "https://example.com",
      hasPricingSystem: "true",
    });
  });

  it("leaves out the credentials of another preparer type and a firm's details for a sole practitioner", () => {
    const { values } = initialQuestionFields(complete);
    expect(values.taxPreparerLicenseNumber).toBeUndefined();
    expect(values.businessName).toBeUndefined();
    const firm = initialQuestionFields({
      ...complete,
      isEnterprise: true,
      yearFounded: "2001",
      numberOfEmployees: "4",
    });
    expect(firm.values).toMatchObject({
      isEnterprise: "true",
      businessName: "left over",
      yearFounded: "2001",
      numberOfEmployees: "4",
    });
  });

  it("drops blank education rows and remembers which form row each entry came from", () => {
    const { education, educationRows } = initialQuestionFields(complete);
    expect(education).toEqual([
      { institution: "UC Berkeley", degree: "JD", yearOfGraduation: "2010" },
      { institution: "IRS", degree: "", yearOfGraduation: "2015" },
    ]);
    expect(educationRows).toEqual([0, 2]);
  });

  it("gives the contract's schema what it accepts, and its messages where something is missing", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const fixedEducation = {
      ...complete,
      accountantEducationList: [{ institution: "UC Berkeley", degree: "JD", yearOfGraduation: "2010" }],
    };
    const ok = accountantInitialQuestionsSchema(now).safeParse(
      initialQuestionsForCheck(initialQuestionFields(fixedEducation)),
    );
    expect(ok.success).toBe(true);
    const bad = accountantInitialQuestionsSchema(now).safeParse(
      initialQuestionsForCheck(
        initialQuestionFields({ ...complete, taxPreparerPTINumber: "12345678", yearsOfExperience: "1001" }),
      ),
    );
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["taxPreparerPTINumber", "Enter your PTIN: the letter P and 8 digits, like P01234567."],
        ["yearsOfExperience", "Enter your years of experience as a whole number up to 1000."],
        ["accountantEducationList.1.degree", "This field is required"],
      ]),
    );
  });
});

describe("sanitizeAnswers", () => {
  it("keeps known fields of the right kind and drops the rest", () => {
    expect(
      sanitizeAnswers({
        taxPreparerTypeId: 2,
        taxPreparationTypeId: "2",
        city: "Austin",
        state: 12,
        isEnterprise: "yes",
        hasPricingSystem: false,
        workingTypeIds: [1, "2", 3.5, 3],
        accountantEducationList: [{ institution: "UT", degree: 5 }, null],
        password: "never kept",
        __proto__: { polluted: true },
      }),
    ).toEqual({
      taxPreparerTypeId: 2,
      city: "Austin",
      hasPricingSystem: false,
      workingTypeIds: [1, 3],
      accountantEducationList: [
        { institution: "UT", degree: undefined, yearOfGraduation: undefined },
        { institution: undefined, degree: undefined, yearOfGraduation: undefined },
      ],
    });
    expect(sanitizeAnswers("nonsense")).toEqual({});
    expect(sanitizeAnswers([1, 2])).toEqual({});
  });

  it("never keeps the files", () => {
    const photo = new File(["x"], "me.jpg", { type: "image/jpeg" });
    expect(answersOf({ city: "Reno", photo, pricingSystemAttachment: photo })).toEqual({ city: "Reno" });
  });
});
