import { describe, expect, it } from "vitest";
import { applicationFeeCents, feeRefundedCents, invoiceAfterPayment, payableCents } from "./payment-math";

const invoice = { status: "sent" as const, totalCents: 30_000, depositCents: 10_000, paidCents: 0 };

describe("what the taxpayer pays now", () => {
  it("is the deposit while it is unpaid, or the whole balance when asked", () => {
    expect(payableCents(invoice, undefined)).toBe(10_000);
    expect(payableCents(invoice, "deposit")).toBe(10_000);
    expect(payableCents(invoice, "balance")).toBe(30_000);
  });

  it("is the balance once the deposit is paid, whatever was asked", () => {
    const paid = { ...invoice, status: "partly-paid" as const, paidCents: 10_000 };
    expect(payableCents(paid, undefined)).toBe(20_000);
    expect(payableCents(paid, "deposit")).toBe(20_000);
  });

  it("is the deposit's unpaid part when less than it was paid", () => {
    expect(payableCents({ ...invoice, status: "partly-paid", paidCents: 2_500 }, "deposit")).toBe(7_500);
  });

  it("is nothing on a draft, a void or a paid invoice", () => {
    expect(payableCents({ ...invoice, status: "draft" }, undefined)).toBe(0);
    expect(payableCents({ ...invoice, status: "void" }, "balance")).toBe(0);
    expect(payableCents({ ...invoice, status: "paid", paidCents: 30_000 }, "balance")).toBe(0);
  });

  it("is the total when there is no deposit", () => {
    expect(payableCents({ ...invoice, depositCents: null }, "deposit")).toBe(30_000);
  });
});

describe("Taxlane's fee", () => {
  it("is basis points of the amount, rounded down to the cent", () => {
    expect(applicationFeeCents(10_000, 0)).toBe(0);
    expect(applicationFeeCents(10_000, 250)).toBe(250);
    expect(applicationFeeCents(999, 250)).toBe(24);
    expect(applicationFeeCents(1, 3000)).toBe(0);
  });

  it("is returned in proportion to refunds, all of it with a full refund", () => {
    expect(feeRefundedCents(250, 5_000, 10_000)).toBe(125);
    expect(feeRefundedCents(250, 3_333, 10_000)).toBe(83);
    expect(feeRefundedCents(250, 10_000, 10_000)).toBe(250);
    expect(feeRefundedCents(0, 10_000, 10_000)).toBe(0);
  });
});

describe("an invoice after a payment", () => {
  it("is partly paid, then paid when nothing is left", () => {
    expect(invoiceAfterPayment(invoice, 10_000)).toEqual({ paidCents: 10_000, status: "partly-paid" });
    expect(invoiceAfterPayment({ ...invoice, paidCents: 10_000 }, 20_000)).toEqual({
      paidCents: 30_000,
      status: "paid",
    });
  });

  it("refuses a payment above what is due, or of nothing", () => {
    expect(invoiceAfterPayment({ ...invoice, paidCents: 10_000 }, 20_001)).toBeNull();
    expect(invoiceAfterPayment(invoice, 0)).toBeNull();
  });
});
