import { describe, expect, it } from "vitest";
import { paymentFigures, paymentTotals } from "./payment-figures";

const payment = (change: Partial<Parameters<typeof paymentFigures>[0]> = {}) => ({
  status: "paid",
  amountCents: 40_000,
  feeCents: 1_200,
  feeRefundedCents: 0,
  refundedCents: 0,
  ...change,
});

describe("a payment's figures", () => {
  it("counts a paid payment less its refunds and the fee Taxlane kept", () => {
    expect(paymentFigures(payment({ refundedCents: 10_000, feeRefundedCents: 300 }))).toEqual({
      paidCents: 40_000,
      refundedCents: 10_000,
      feeCents: 900,
      netCents: 29_100,
    });
  });

  it("counts nothing of a payment that failed or is still being processed", () => {
    for (const status of ["failed", "processing", "open", "expired"])
      expect(paymentFigures(payment({ status }))).toEqual({
        paidCents: 0,
        refundedCents: 0,
        feeCents: 0,
        netCents: 0,
      });
  });

  it("goes below zero when everything was refunded but the fee kept", () => {
    expect(paymentFigures(payment({ refundedCents: 40_000 })).netCents).toBe(-1_200);
  });
});

describe("the payments page's totals", () => {
  it("sums the paid payments and keeps what sent invoices still await", () => {
    const totals = paymentTotals(
      [
        payment(),
        payment({ amountCents: 25_050, feeCents: 752, refundedCents: 5_000, feeRefundedCents: 150 }),
        payment({ status: "failed", amountCents: 99_900 }),
      ],
      80_000,
    );
    expect(totals).toEqual({
      dueCents: 80_000,
      paidCents: 65_050,
      refundedCents: 5_000,
      feeCents: 1_802,
      netCents: 58_248,
    });
    expect(totals.netCents).toBe(totals.paidCents - totals.refundedCents - totals.feeCents);
  });

  it("is all zeros but the amount due without payments", () => {
    expect(paymentTotals([], 1_500)).toEqual({
      dueCents: 1_500,
      paidCents: 0,
      refundedCents: 0,
      feeCents: 0,
      netCents: 0,
    });
  });
});
