import { appTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { formErrorsOf } from "./field-errors";

const fields = ["fullName", "email", "phone"] as const;

describe("formErrorsOf", () => {
  it("puts each server message under its field, matching names without regard to case", () => {
    const error = new ApiError(422, {
      errorMessage: "Check this entry: it is not a value this field accepts.",
      code: "VALIDATION",
      errors: [
        { field: "Email", message: "The input is not valid E-mail!" },
        { field: "phone", message: "Please enter a valid phone number." },
      ],
    });
    expect(formErrorsOf(error, fields)).toEqual({
      fields: { email: "The input is not valid E-mail!", phone: "Please enter a valid phone number." },
      form: null,
    });
  });

  it("keeps messages about fields the form does not show for the whole form", () => {
    const error = new ApiError(422, {
      errorMessage: "Check this entry: it is not a value this field accepts.",
      code: "VALIDATION",
      errors: [
        { field: "email", message: "The input is not valid E-mail!" },
        { field: "token", message: "The link has expired." },
      ],
    });
    expect(formErrorsOf(error, fields)).toEqual({
      fields: { email: "The input is not valid E-mail!" },
      form: "The link has expired.",
    });
  });

  it("shows the server's message when no field is named", () => {
    const error = new ApiError(429, {
      errorMessage: "Too many requests, try again in a minute.",
      code: "RATE",
    });
    expect(formErrorsOf(error, fields)).toEqual({
      fields: {},
      form: "Too many requests, try again in a minute.",
    });
  });

  it("says something went wrong for a failure that is not the server's answer", () => {
    expect(formErrorsOf(new TypeError("Failed to fetch"), fields)).toEqual({
      fields: {},
      form: appTexts.somethingWentWrong,
    });
  });
});
