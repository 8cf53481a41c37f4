import { describe, expect, it } from "vitest";
import { appTexts } from "./texts";
import { validationTexts } from "./validation-texts";

// Expected texts are written out here, so a changed word is a changed test.
describe("texts", () => {
  it("validation texts, word for word", () => {
    expect({ ...validationTexts }).toStrictEqual({
      invalidInput: "Check this entry: it is not a value this field accepts.",
      invalidEmail: "The input is not valid E-mail!",
      emailRequired: "Please input your E-mail!",
      passwordRequired: "Please input your Password!",
      passwordTooShort: "Password must be minimum 8 characters!",
      required: "This field is required",
      naturalNumber: "Enter a whole number: 0 or more, without decimals.",
      invalidCode: "Insert valid code",
      fieldsMustMatch: "Fields must match",
      invalidUrl: "Enter a web address starting with https://, like https://example.com.",
      unknownLanguage: "Choose English (en) or Spanish (es).",
      yearsOfExperienceMax: "Enter your years of experience as a whole number up to 1000.",
      invalidYear: "Enter a four-digit year, no later than this year.",
      invalidBarNumber: "Enter your bar number: up to 3 letters, then 3 to 9 digits.",
      invalidPtin: "Enter your PTIN: the letter P and 8 digits, like P01234567.",
      invalidIncome: "Invalid income",
      alphabetsNotAllowed: "Alphabets are not allowed",
      streetRequired: "Street is Required",
      acceptAgreement: "Should accept agreement",
      tooLong: "{label} can be at most {max} characters.",
      invalidPhone: "Please enter a valid phone number.",
    });
  });

  it("application texts, word for word", () => {
    expect(appTexts).toStrictEqual({
      somethingWentWrong: "Something went wrong",
      requestInProgress: "Your request is in progress",
      passwordResetSuccess: "Password reset successfully!",
      emailSent: "E-mail sent. It can take a minute to arrive; look in your spam folder too.",
      notFound: "Sorry, the page you visited does not exist.",
      unexpectedError: "Unexpected Application Error!",
      noMessages: "Oops! Looks like you don't have any message yet",
      noDocuments: "No Documents Found",
    });
  });
});
