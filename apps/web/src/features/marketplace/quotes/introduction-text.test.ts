import type { Introduction } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { introductionsByRequest, introductionsExplained, quotedText } from "./introduction-text";
import { requestKey } from "./request-key";

const introduction = (accountantId: number, taxPreparationId: number, jobType: "Personal" | "Business") =>
  ({
    taxPreparationId,
    jobType,
    accountantId,
    displayName: `Expert ${accountantId}`,
    avatar: null,
    taxPreparerTypeId: 2,
    city: "Austin",
    state: "TX",
    stars: null,
    reviewsCount: 0,
    reasons: [],
    introducedDate: "2026-03-04T12:00:00.000Z",
    quoteId: null,
  }) satisfies Introduction;

describe("introductionsByRequest", () => {
  it("groups by request and kind, keeping the order", () => {
    const groups = introductionsByRequest([
      introduction(1, 5, "Personal"),
      introduction(2, 5, "Business"),
      introduction(3, 5, "Personal"),
    ]);
    expect(groups.get(requestKey("individual", 5))?.map((item) => item.accountantId)).toEqual([1, 3]);
    expect(groups.get(requestKey("business", 5))?.map((item) => item.accountantId)).toEqual([2]);
  });
});

describe("quotedText", () => {
  it("says whether and what the professional quoted", () => {
    expect(quotedText({ quoteId: null }, [])).toBe("No quote yet");
    expect(quotedText({ quoteId: 9 }, [{ quoteId: 9, price: 450 }])).toBe("Quoted $450");
    expect(quotedText({ quoteId: 9 }, undefined)).toBe("Quote sent");
  });
});

describe("introductionsExplained", () => {
  it("names the most professionals a request goes to", () => {
    expect(introductionsExplained).toContain("up to 5 professionals");
  });
});
