import { TaxPreparerTypeId } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { initialQuestionFields } from "./expert-answers";
import { registrationFormData } from "./registration-form-data";

const account = {
  email: "pro@example.com",
  phoneNumber: "+1 415 555 0100",
  password: " spaced pass phrase ",
  firstName: "Ada",
  lastName: "Lovelace",
  timeZone: "America/Los_Angeles",
  emailValidationCode: "123456",
};

const photo = new File(["jpeg bytes"], "me.jpg", { type: "image/jpeg" });
const proof = new File(["%PDF-1.4"], "afsp.pdf", { type: "application/pdf" });
const pricing = new File(["%PDF-1.4"], "prices.pdf", { type: "application/pdf" });

const keys = (body: FormData) => [...body.keys()];

describe("registrationFormData", () => {
  it("sends the account at the top, the answers under initialQuestions, education as indexed keys, and the files", () => {
    const fields = initialQuestionFields({
      taxPreparerTypeId: TaxPreparerTypeId.registeredTaxPreparer,
      taxPreparerPTINumber: "P12345678",
      taxPreparationTypeId: 1,
      workingTypeIds: [1, 3],
      isEnterprise: false,
      hasPricingSystem: true,
      accountantEducationList: [
        { institution: "", degree: "", yearOfGraduation: "" },
        { institution: "IRS", degree: "AFSP", yearOfGraduation: "2024" },
      ],
    });
    const body = registrationFormData(account, fields, {
      photo,
      taxPreparerProofOfAnnualFilingSeasonProgram: proof,
      pricingSystemAttachment: pricing,
    });
    expect(body.get("email")).toBe("pro@example.com");
    expect(body.get("password")).toBe(" spaced pass phrase ");
    expect(body.get("agreePrivacyPolicy")).toBe("true");
    expect(body.get("timeZone")).toBe("America/Los_Angeles");
    expect(body.get("emailValidationCode")).toBe("123456");
    expect(body.get("initialQuestions.workingTypeIds")).toBe("[1,3]");
    expect(body.get("initialQuestions.isEnterprise")).toBe("false");
    expect(body.get("initialQuestions.hasPricingSystem")).toBe("true");
    expect(body.get("initialQuestions.accountantEducationList[0].institution")).toBe("IRS");
    expect(body.get("initialQuestions.accountantEducationList[0].yearOfGraduation")).toBe("2024");
    expect(body.has("initialQuestions.accountantEducationList[1].institution")).toBe(false);
    expect((body.get("initialQuestions.photo") as File).name).toBe("me.jpg");
    expect((body.get("initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram") as File).name).toBe(
      "afsp.pdf",
    );
    expect((body.get("initialQuestions.pricingSystemAttachment") as File).name).toBe("prices.pdf");
  });

  it("leaves out empty values, the proof of another preparer type and a price list not offered", () => {
    const fields = initialQuestionFields({
      taxPreparerTypeId: TaxPreparerTypeId.cpa,
      taxPreparerPTINumber: "P12345678",
      taxPreparerLicenseNumber: "",
      linkedin: " ",
      hasPricingSystem: false,
    });
    const body = registrationFormData({ ...account, timeZone: undefined }, fields, {
      taxPreparerProofOfAnnualFilingSeasonProgram: proof,
      pricingSystemAttachment: pricing,
    });
    expect(keys(body)).not.toContain("timeZone");
    expect(keys(body)).not.toContain("initialQuestions.taxPreparerLicenseNumber");
    expect(keys(body)).not.toContain("initialQuestions.linkedin");
    expect(keys(body)).not.toContain("initialQuestions.photo");
    expect(keys(body)).not.toContain("initialQuestions.taxPreparerProofOfAnnualFilingSeasonProgram");
    expect(keys(body)).not.toContain("initialQuestions.pricingSystemAttachment");
    expect(body.get("initialQuestions.hasPricingSystem")).toBe("false");
  });
});
