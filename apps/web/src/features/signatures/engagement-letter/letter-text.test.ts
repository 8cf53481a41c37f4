import { describe, expect, it } from "vitest";
import {
  consentTextFor,
  exampleValues,
  fillPlaceholders,
  letterStatus,
  unknownPlaceholders,
  waitsForTaxpayer,
} from "./letter-text";

describe("an engagement letter's words", () => {
  it("fills every placeholder, each wherever it appears, and leaves other braces as written", () => {
    const filled = fillPlaceholders(
      "{taxpayer} hires {professional} for {price} ({scope}, {taxYear}, {turnaround}) on {date}; {taxpayer} signs. {other}",
      exampleValues("Dana Nguyen"),
    );
    expect(filled).toBe(
      "Alex Morgan hires Dana Nguyen for $450.00 (your federal individual income tax return (Form 1040), 2025, within 7 days) on March 2, 2026; Alex Morgan signs. {other}",
    );
    expect(fillPlaceholders("{professional}", exampleValues(null))).toBe("Your name");
  });

  it("finds words in braces that are no placeholder, each once", () => {
    expect(unknownPlaceholders("{taxpayer} and {client}, {Taxpayer}, {client} again; {price} {a b}")).toEqual(
      ["{client}", "{Taxpayer}"],
    );
    expect(
      unknownPlaceholders("{taxpayer} {professional} {price} {turnaround} {scope} {taxYear} {date}"),
    ).toEqual([]);
  });

  it("says where the signature stands, and when it waits for the taxpayer", () => {
    const signed = { status: "signed" as const, signedAt: "2026-03-04T15:00:00.000Z", signerName: "Ann Lee" };
    expect(letterStatus(signed)).toEqual({ text: "Signed on Mar 4, 2026 by Ann Lee", color: "success" });
    expect(letterStatus({ status: "not-signed", signedAt: null, signerName: null }).text).toBe(
      "Not signed yet",
    );
    expect(letterStatus({ status: "changed", signedAt: null, signerName: null }).color).toBe("warning");
    expect(waitsForTaxpayer(signed)).toBe(false);
    expect(waitsForTaxpayer({ status: "changed" })).toBe(true);
    expect(waitsForTaxpayer({ status: "not-signed" })).toBe(true);
  });

  it("names the professional in the consent", () => {
    const text = consentTextFor("Dana Nguyen");
    expect(text).toContain("Choosing Dana Nguyen already lets them read");
    expect(text).not.toContain("{professional}");
  });
});
