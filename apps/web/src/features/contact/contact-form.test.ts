import { invalidPhoneText, validationTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { type ContactValues, contactRequest, emptyContactValues, validateContact } from "./contact-form";

const filled: ContactValues = {
  ...emptyContactValues,
  fullName: "Avery Quinn",
  email: "avery@example.com",
  message: "How do I find an enrolled agent near Sacramento?",
};

describe("validateContact", () => {
  it("accepts a full name, an e-mail and a message", () => {
    expect(validateContact(filled)).toEqual({});
  });

  it("asks for the required fields with the spec's text", () => {
    expect(validateContact(emptyContactValues)).toEqual({
      fullName: validationTexts.required,
      email: validationTexts.required,
      message: validationTexts.required,
    });
    expect(validateContact({ ...filled, fullName: "   " }).fullName).toBe(validationTexts.required);
  });

  it("rejects an e-mail that is not one", () => {
    expect(validateContact({ ...filled, email: "avery@" }).email).toBe(validationTexts.invalidEmail);
    expect(validateContact({ ...filled, email: "avery@example" }).email).toBe(validationTexts.invalidEmail);
  });

  it("checks the phone only when given", () => {
    expect(validateContact({ ...filled, phone: "+1 (415) 555-0134" })).toEqual({});
    expect(validateContact({ ...filled, phone: "call me" }).phone).toBe(invalidPhoneText);
    expect(validateContact({ ...filled, phone: "12" }).phone).toBe(invalidPhoneText);
  });

  it("holds the message to 5000 characters", () => {
    expect(validateContact({ ...filled, message: "a".repeat(5000) })).toEqual({});
    expect(validateContact({ ...filled, message: "a".repeat(5001) }).message).toMatch(/at most 5000/);
  });
});

describe("contactRequest", () => {
  it("trims and leaves out empty optional fields", () => {
    expect(
      contactRequest({ ...filled, fullName: " Avery Quinn ", organizationName: "  ", phone: "" }),
    ).toEqual({
      fullName: "Avery Quinn",
      organizationName: undefined,
      email: "avery@example.com",
      phone: undefined,
      message: filled.message,
      website: undefined,
    });
  });

  it("passes the spam guard's value on for the server to judge", () => {
    expect(contactRequest({ ...filled, website: "http://spam.example" }).website).toBe("http://spam.example");
  });
});
