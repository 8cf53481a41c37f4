import { describe, expect, it } from "vitest";
import {
  birthDateInput,
  type ExpertProfileValues,
  educationList,
  expertProfileFormData,
  taxpayerProfileFormData,
} from "./profile-form-data";

const entries = (form: FormData) =>
  [...form.entries()].map(([key, value]) => [key, typeof value === "string" ? value : `file:${value.name}`]);

describe("the taxpayer's profile as multipart", () => {
  it("sends the fields, leaving out empty ones", () => {
    const form = taxpayerProfileFormData({
      firstName: " Dana ",
      lastName: "Whitfield",
      phoneNumber: "+1 415 555 0100",
      birthDate: "",
      email: undefined,
    });
    expect(entries(form)).toEqual([
      ["firstName", "Dana"],
      ["lastName", "Whitfield"],
      ["phoneNumber", "+1 415 555 0100"],
    ]);
  });

  it("carries a new e-mail with its code, and the photo", () => {
    const photo = new File(["x"], "me.jpg", { type: "image/jpeg" });
    const form = taxpayerProfileFormData(
      {
        firstName: "Dana",
        lastName: "Whitfield",
        phoneNumber: "+1 415 555 0100",
        birthDate: "1985-04-30",
        email: "new@example.com",
        emailValidationCode: "123456",
      },
      { kind: "replace", file: photo, name: "photo.jpg" },
    );
    expect(entries(form)).toEqual([
      ["firstName", "Dana"],
      ["lastName", "Whitfield"],
      ["phoneNumber", "+1 415 555 0100"],
      ["birthDate", "1985-04-30"],
      ["email", "new@example.com"],
      ["emailValidationCode", "123456"],
      ["avatar", "file:photo.jpg"],
    ]);
    expect(
      entries(
        taxpayerProfileFormData({ firstName: "A", lastName: "B", phoneNumber: "1" }, { kind: "remove" }),
      ),
    ).toContainEqual(["removeAvatar", "true"]);
  });
});

const expert: ExpertProfileValues = {
  firstName: "Maria",
  lastName: "Gomez",
  phoneNumber: "",
  website: "https://gomez-tax.example.com",
  linkedIn: "",
  reviewsLink: "",
  taxPreparationTypeId: 3,
  workingTypeIds: [1, 3],
  accountantEducationList: [
    { institution: "UT Austin", degree: "MS Taxation", yearOfGraduation: "2009" },
    { institution: "", degree: "", yearOfGraduation: "" },
  ],
  aboutBusinessOrServiceStandOut: "I file on time.",
  yearsOfExperience: 14,
  state: "TX",
  city: "Austin",
  isEnterprise: false,
  businessName: "Left out",
  hasPricingSystem: false,
};

describe("the expert's profile as multipart", () => {
  it("sends arrays as JSON text and leaves out what is empty", () => {
    const form = expertProfileFormData(expert);
    expect(Object.fromEntries(entries(form))).toEqual({
      firstName: "Maria",
      lastName: "Gomez",
      website: "https://gomez-tax.example.com",
      taxPreparationTypeId: "3",
      workingTypeIds: "[1,3]",
      accountantEducationList: '[{"institution":"UT Austin","degree":"MS Taxation","yearOfGraduation":2009}]',
      aboutBusinessOrServiceStandOut: "I file on time.",
      yearsOfExperience: "14",
      state: "TX",
      city: "Austin",
      isEnterprise: "false",
      hasPricingSystem: "false",
    });
  });

  it("sends the business details with isEnterprise, and the files", () => {
    const form = expertProfileFormData(
      {
        ...expert,
        isEnterprise: true,
        businessName: "Gomez Tax LLC",
        yearFounded: "2015",
        numberOfEmployees: 4,
        languages: ["en", "es"],
      },
      { kind: "replace", file: new File(["x"], "photo.jpg"), name: "photo.jpg" },
      { file: new Blob(["%PDF"]), name: "prices.pdf" },
    );
    const sent = Object.fromEntries(entries(form));
    expect(sent).toMatchObject({
      isEnterprise: "true",
      businessName: "Gomez Tax LLC",
      yearFounded: "2015",
      numberOfEmployees: "4",
      languages: '["en","es"]',
      hasPricingSystem: "true",
      pricingSystemFile: "file:prices.pdf",
      avatar: "file:photo.jpg",
    });
  });
});

describe("form helpers", () => {
  it("reads a birth date for the date field", () => {
    expect(birthDateInput("1985-04-30T00:00:00.000Z")).toBe("1985-04-30");
    expect(birthDateInput(null)).toBe("");
  });

  it("drops blank education rows and keeps half-filled ones for the server to name", () => {
    expect(educationList([undefined, { institution: " ", degree: "" }, { degree: "CPA review" }])).toEqual([
      { institution: "", degree: "CPA review", yearOfGraduation: Number.NaN },
    ]);
  });
});
