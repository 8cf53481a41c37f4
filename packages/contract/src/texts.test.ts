import { describe, expect, it } from "vitest";
import { appTexts, validationTexts } from "./texts";

// Expected texts are written out from SPEC.md sections 2, 5 and 8.
describe("texts", () => {
  it("validation texts are the spec's, word for word", () => {
    expect(validationTexts).toStrictEqual({
      invalidInput: "The input is not valid!",
      invalidEmail: "The input is not valid E-mail!",
      emailRequired: "Please input your E-mail!",
      passwordRequired: "Please input your Password!",
      passwordTooShort: "Password must be minimum 8 characters!",
      required: "This field is required",
      naturalNumber: "please insert a natural number",
      invalidCode: "Insert valid code",
      fieldsMustMatch: "Fields must match",
      invalidUrl: "Please enter valid URL",
      yearsOfExperienceMax: "max value can be 1000",
      invalidYear: "please write valid year",
      invalidBarNumber: "Please enter valid BAR number",
      invalidPtin: "Please enter valid PTIN number",
      invalidIncome: "Invalid income",
      alphabetsNotAllowed: "Alphabets are not allowed",
      streetRequired: "Street is Required",
      acceptAgreement: "Should accept agreement",
    });
  });

  it("application texts are the spec's, word for word", () => {
    expect(appTexts).toStrictEqual({
      somethingWentWrong: "Something went wrong",
      requestInProgress: "Your request is in progress",
      passwordResetSuccess: "Password reset successfully!",
      emailSent: "Email has been successfully sent, please check!",
      notFound: "Sorry, the page you visited does not exist.",
      unexpectedError: "Unexpected Application Error!",
      noMessages: "Oops! Looks like you don't have any message yet",
      noDocuments: "No Documents Found",
    });
  });
});
