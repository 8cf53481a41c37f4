import { t } from "@taxlane/contract/i18n";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import {
  defaultEngagementTemplate,
  fillLetter,
  letterHashOf,
  requireKnownPlaceholders,
  withDepositTerms,
} from "./engagement-letter-text";

const now = new Date("2026-12-02T09:30:00Z");
const facts = (quote: Partial<Parameters<typeof fillLetter>[1]["quote"]> = {}) => ({
  taxpayer: "Dana {price} Whitfield",
  professional: "Marcus Ortega, EA",
  quote: { price: 1200, turnaroundDays: 1, kind: 2, state: "CA", ...quote },
  now,
  depositKept: false,
});

describe("the engagement letter's words", () => {
  it("fills every placeholder from the quote and the day, once", () => {
    const template = "{taxpayer} / {professional} / {price} / {turnaround} / {scope} / {taxYear} / {date}";
    expect(fillLetter(template, facts())).toBe(
      "Dana {price} Whitfield / Marcus Ortega, EA / $1,200.00 / within 1 day / your business's federal income tax return and its California state return / 2025 / December 2, 2026",
    );
    expect(fillLetter("{scope}, {turnaround}", facts({ kind: 1, state: null, turnaroundDays: null }))).toBe(
      "your federal individual income tax return (Form 1040), within a time we agree on",
    );
  });

  it("says whether a paid deposit is refunded when the client cancels, as the professional chose", () => {
    expect(fillLetter("Cancelling: {depositTerms}", facts())).toBe(
      `Cancelling: ${t("engagementLetters.depositRefunded")}`,
    );
    expect(fillLetter("Cancelling: {depositTerms}", { ...facts(), depositKept: true })).toBe(
      `Cancelling: ${t("engagementLetters.depositKept")}`,
    );
    expect(t("engagementLetters.depositKept")).toMatch(/not refunded/);
    expect(defaultEngagementTemplate).toContain("{depositTerms}");
  });

  it("adds the deposit's terms to a template without them, once", () => {
    expect(withDepositTerms("Dear {taxpayer},\nOur terms.\n")).toBe(
      "Dear {taxpayer},\nOur terms.\n\n{depositTerms}",
    );
    expect(withDepositTerms("Dear {taxpayer}. {depositTerms} Thanks.")).toBe(
      "Dear {taxpayer}. {depositTerms} Thanks.",
    );
    expect(withDepositTerms(defaultEngagementTemplate)).toBe(defaultEngagementTemplate);
  });

  it("refuses a placeholder it cannot fill, naming it", () => {
    expect(() => requireKnownPlaceholders("Dear {taxpayer}, {price} {price}")).not.toThrow();
    const refusal = (() => {
      try {
        requireKnownPlaceholders("Dear {taxpayer}, see {feeTable}.");
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toContain("{feeTable}");
  });

  it("hashes the words as SHA-256 hex", () => {
    expect(letterHashOf("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
