import { MAX_INVOICE_CENTS } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { formatCents, invoiceFigures, invoiceNumber, isPastDay } from "./invoice-math";

const line = (quantity: number, unitCents: number) => ({ description: "Work", quantity, unitCents });

describe("an invoice's figures", () => {
  it("prices each line as quantity times unit price and sums them, in whole cents", () => {
    const figures = invoiceFigures([line(3, 12_550), line(1, 1), line(2, 99_999)]);
    expect(figures).toEqual({
      ok: true,
      lines: [
        { ...line(3, 12_550), amountCents: 37_650 },
        { ...line(1, 1), amountCents: 1 },
        { ...line(2, 99_999), amountCents: 199_998 },
      ],
      totalCents: 237_649,
      depositCents: null,
    });
  });

  it("keeps a deposit from one cent up to the whole total", () => {
    expect(invoiceFigures([line(2, 5_000)], 1)).toMatchObject({ ok: true, depositCents: 1 });
    expect(invoiceFigures([line(2, 5_000)], 10_000)).toMatchObject({ ok: true, depositCents: 10_000 });
  });

  it("refuses a deposit above the total, one cent is enough", () => {
    expect(invoiceFigures([line(2, 5_000)], 10_001)).toEqual({
      ok: false,
      refusal: "depositAboveTotal",
      totalCents: 10_000,
    });
  });

  it("refuses a total above the most one invoice carries, even when each line fits", () => {
    expect(invoiceFigures([line(1, MAX_INVOICE_CENTS)])).toMatchObject({ ok: true });
    expect(invoiceFigures([line(1, MAX_INVOICE_CENTS), line(1, 1)])).toEqual({
      ok: false,
      refusal: "totalTooLarge",
      totalCents: MAX_INVOICE_CENTS + 1,
    });
    // Twenty lines of a thousand at the largest price: far past what the database's integer holds.
    const huge = Array.from({ length: 20 }, () => line(1000, MAX_INVOICE_CENTS));
    expect(invoiceFigures(huge)).toMatchObject({ ok: false, refusal: "totalTooLarge" });
  });
});

describe("money and numbers as people read them", () => {
  it("writes cents as dollars with thousands and two decimals", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(48_000)).toBe("$480.00");
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(10_000_000)).toBe("$100,000.00");
    expect(formatCents(-2_550)).toBe("-$25.50");
  });

  it("numbers invoices INV-0001, with more digits past 9999, none for a draft", () => {
    expect(invoiceNumber(1)).toBe("INV-0001");
    expect(invoiceNumber(42)).toBe("INV-0042");
    expect(invoiceNumber(9999)).toBe("INV-9999");
    expect(invoiceNumber(12_345)).toBe("INV-12345");
    expect(invoiceNumber(null)).toBeNull();
  });
});

describe("a due date that has passed", () => {
  it("accepts today wherever the professional is, refuses a day ended everywhere", () => {
    // 01:00 UTC on March 10 is still the afternoon of March 9 in California and Hawaii.
    const night = new Date("2026-03-10T01:00:00Z");
    expect(isPastDay("2026-03-10", night)).toBe(false);
    expect(isPastDay("2026-03-09", night)).toBe(false);
    expect(isPastDay("2026-03-08", night)).toBe(true);
    // Past noon UTC, March 9 has ended even at UTC-12.
    const noon = new Date("2026-03-10T12:00:00Z");
    expect(isPastDay("2026-03-09", noon)).toBe(true);
    expect(isPastDay("2026-03-10", noon)).toBe(false);
    expect(isPastDay("2027-01-01", noon)).toBe(false);
  });
});
