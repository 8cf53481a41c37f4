import { describe, expect, it } from "vitest";
import { problemsSummary } from "./form-problems";

describe("problemsSummary", () => {
  it("says nothing when no field is named", () => {
    expect(problemsSummary([])).toBeNull();
    expect(problemsSummary([" "])).toBeNull();
  });

  it("names the one field", () => {
    expect(problemsSummary(["Last name"])).toBe("1 field needs a change: Last name.");
  });

  it("counts the fields and names each, in the form's order", () => {
    expect(problemsSummary(["Last name", "E-mail", "Password"])).toBe(
      "3 fields need a change: Last name, E-mail and Password.",
    );
  });
});
