import { describe, expect, it } from "vitest";
import { problemsSummary } from "./form-problems";

describe("problemsSummary", () => {
  it("says nothing when no field has a message", () => {
    expect(problemsSummary([])).toBeNull();
    expect(problemsSummary([" "])).toBeNull();
  });

  it("says the one message as it is", () => {
    expect(problemsSummary(["Please enter your first name."])).toBe("Please enter your first name.");
  });

  it("counts the fields, then says each one's message", () => {
    expect(problemsSummary(["Please enter your first name.", "Please enter a valid e-mail address."])).toBe(
      "2 fields need a change. Please enter your first name. Please enter a valid e-mail address.",
    );
  });
});
