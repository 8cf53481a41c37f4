import { describe, expect, it } from "vitest";
import { IRS_REJECT_CODES, REJECT_CODE_PATTERN, rejectCodeEntry } from "./codes-filing";

describe("the IRS reject-code table", () => {
  it("gives every code a meaning and a next step", () => {
    for (const entry of IRS_REJECT_CODES) {
      expect(entry.meaning.trim().length, entry.code).toBeGreaterThan(20);
      expect(entry.nextStep.trim().length, entry.code).toBeGreaterThan(20);
      expect(entry.meaning).not.toBe(entry.nextStep);
    }
  });

  it("holds each code once, well-formed", () => {
    const codes = IRS_REJECT_CODES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(REJECT_CODE_PATTERN);
  });

  it("holds the common business-rule codes and finds them", () => {
    for (const code of ["IND-031-04", "R0000-500-01", "F8962-070", "SEIC-F1040-501-02", "R0000-194"]) {
      expect(rejectCodeEntry(code)?.code).toBe(code);
    }
    expect(rejectCodeEntry("IND-000-00")).toBeUndefined();
  });
});
