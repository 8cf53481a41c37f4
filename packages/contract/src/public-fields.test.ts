import { describe, expect, it } from "vitest";
import { emailProblem } from "./public-fields";
import { validationTexts } from "./validation-texts";

describe("emailProblem", () => {
  it("asks for an address when none is typed", () => {
    expect(emailProblem("")).toBe(validationTexts.emailRequired);
    expect(emailProblem("   ")).toBe(validationTexts.emailRequired);
  });

  it("refuses what is not shaped like an address", () => {
    expect(emailProblem("jordan@")).toBe(validationTexts.invalidEmail);
    expect(emailProblem("jordan@example")).toBe(validationTexts.invalidEmail);
    expect(emailProblem("jor dan@example.com")).toBe(validationTexts.invalidEmail);
  });

  it("accepts an address, spaces around it allowed", () => {
    expect(emailProblem(" jordan@example.com ")).toBeNull();
  });
});
