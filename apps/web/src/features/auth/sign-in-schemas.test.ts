import { validationTexts } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { schemaMessage } from "../../lib/form-rules";
import { signInRules } from "./sign-in-rules";
import { recoveryCodeSchema, signInEmailSchema, signInPasswordSchema } from "./sign-in-schemas";

describe("the sign-in forms' checks", () => {
  it("refuse what the server refuses, in the contract's words", () => {
    expect(schemaMessage(signInEmailSchema, "maria@example.com")).toBeNull();
    expect(schemaMessage(signInEmailSchema, "")).not.toBeNull();
    expect(schemaMessage(signInPasswordSchema, "")).not.toBeNull();
    expect(schemaMessage(recoveryCodeSchema, "ABCD-EFGH-IJKL")).toBeNull();
    expect(schemaMessage(recoveryCodeSchema, "x".repeat(41))).not.toBeNull();
  });

  it("load their schemas at the first check and answer as the schemas do", async () => {
    await expect(signInRules.email.validator(null, "maria@example.com")).resolves.toBeUndefined();
    await expect(signInRules.email.validator(null, "not an address")).rejects.toThrow(
      schemaMessage(signInEmailSchema, "not an address") ?? validationTexts.invalidInput,
    );
  });
});
