import { describe, expect, it } from "vitest";
import { isRefundable, refundAmountProblem, refundableCents, refundDraftOf } from "./refund-form";

const paid = { status: "paid" as const, amountCents: 40_000, refundedCents: 12_550 };

describe("a refund's amount", () => {
  it("starts at what is not refunded yet, as a person would type it", () => {
    expect(refundableCents(paid)).toBe(27_450);
    expect(refundDraftOf(paid)).toEqual({ amount: "274.50", reason: "" });
  });

  it("may be anything from a cent up to what is left", () => {
    expect(refundAmountProblem("274.50", 27_450)).toBeNull();
    expect(refundAmountProblem("0.01", 27_450)).toBeNull();
    expect(refundAmountProblem("274.51", 27_450)).toBe(
      "You can refund at most $274.50, what is not refunded yet of this payment.",
    );
  });

  it("is refused in the same words as the invoice amounts when it is not an amount", () => {
    expect(refundAmountProblem("", 27_450)).toMatch(/Enter/);
    expect(refundAmountProblem("0", 27_450)).toBe("An amount must be more than $0.00.");
    expect(refundAmountProblem("1.005", 27_450)).toBe("An amount is in whole cents, such as 125.50.");
  });
});

describe("which payments can be refunded", () => {
  it("is a paid payment with something left", () => {
    expect(isRefundable(paid)).toBe(true);
    expect(isRefundable({ ...paid, refundedCents: 40_000 })).toBe(false);
    expect(isRefundable({ ...paid, status: "failed" })).toBe(false);
    expect(isRefundable({ ...paid, status: "processing" })).toBe(false);
  });
});
