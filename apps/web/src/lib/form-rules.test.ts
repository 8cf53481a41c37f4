import {
  agreementSchema,
  appTexts,
  emailSchema,
  passwordSchema,
  registerTaxpayerRequestSchema,
  validationTexts,
} from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { errorDisplay, lazySchemaRule, matchesRule, schemaMessage, schemaRule } from "./form-rules";

describe("schemaMessage", () => {
  it("gives the spec's texts from the contract's schemas", () => {
    expect(schemaMessage(emailSchema, undefined)).toBe(validationTexts.emailRequired);
    expect(schemaMessage(emailSchema, "")).toBe(validationTexts.emailRequired);
    expect(schemaMessage(emailSchema, "ann@")).toBe(validationTexts.invalidEmail);
    expect(schemaMessage(passwordSchema, "")).toBe(validationTexts.passwordRequired);
    expect(schemaMessage(passwordSchema, "short")).toBe(validationTexts.passwordTooShort);
    expect(schemaMessage(agreementSchema, false)).toBe(validationTexts.acceptAgreement);
    expect(schemaMessage(agreementSchema, undefined)).toBe(validationTexts.acceptAgreement);
    expect(schemaMessage(registerTaxpayerRequestSchema.shape.firstName, " ")).toBe(validationTexts.required);
  });

  it("is null for a valid value", () => {
    expect(schemaMessage(emailSchema, "ann@example.com")).toBeNull();
    expect(schemaMessage(agreementSchema, true)).toBeNull();
  });
});

describe("schemaRule and matchesRule", () => {
  it("reject with the schema's message and accept valid values", async () => {
    const rule = schemaRule(emailSchema);
    await expect(rule.validator(null, "nope")).rejects.toThrow(validationTexts.invalidEmail);
    await expect(rule.validator(null, "ann@example.com")).resolves.toBeUndefined();
  });

  it("check with a schema loaded at the first check", async () => {
    let loads = 0;
    const rule = lazySchemaRule(async () => {
      loads += 1;
      return emailSchema;
    });
    expect(loads).toBe(0);
    await expect(rule.validator(null, "nope")).rejects.toThrow(validationTexts.invalidEmail);
    await expect(rule.validator(null, "ann@example.com")).resolves.toBeUndefined();
    expect(loads).toBe(2);
  });

  it("'Fields must match' when the two differ", async () => {
    const rule = matchesRule(() => "first value");
    await expect(rule.validator(null, "other value")).rejects.toThrow(validationTexts.fieldsMustMatch);
    await expect(rule.validator(null, "first value")).resolves.toBeUndefined();
  });
});

describe("errorDisplay", () => {
  it("puts the server's field messages on the form's fields", () => {
    const error = new ApiError(422, {
      errorMessage: "The input is not valid E-mail!",
      code: "VALIDATION",
      errors: [{ field: "email", message: "The input is not valid E-mail!" }],
    });
    expect(errorDisplay(error, ["email", "password"])).toEqual({
      fields: [{ name: "email", errors: ["The input is not valid E-mail!"] }],
      message: null,
    });
  });

  it("shows the message for the form when no field of the form is named", () => {
    const error = new ApiError(400, {
      errorMessage: "E-mail or password is wrong.",
      code: "BAD_CREDENTIALS",
    });
    expect(errorDisplay(error, ["email"])).toEqual({ fields: [], message: "E-mail or password is wrong." });
  });

  it("shows the message too when some named field is not on the form", () => {
    const error = new ApiError(422, {
      errorMessage: "Insert valid code",
      code: "VALIDATION",
      errors: [
        { field: "emailValidationCode", message: "Insert valid code" },
        { field: "email", message: "bad" },
      ],
    });
    expect(errorDisplay(error, ["email"]).message).toBe("Insert valid code");
  });

  it("says 'Something went wrong' for a failure that is not an API answer", () => {
    expect(errorDisplay(new TypeError("Failed to fetch"), [])).toEqual({
      fields: [],
      message: appTexts.somethingWentWrong,
    });
  });
});
