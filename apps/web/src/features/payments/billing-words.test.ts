import type { JobPrice } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { agreedPriceSentence, dayText, invoiceTitle } from "./billing-words";

const price = (change: Partial<JobPrice>): JobPrice => ({
  quotedCents: 120_000,
  acceptedChangesCents: 0,
  agreedCents: 120_000,
  invoicedCents: 0,
  paidCents: 0,
  refundedCents: 0,
  ...change,
});

describe("billing in words", () => {
  it("says how the agreed price came about", () => {
    expect(agreedPriceSentence(price({}), 0)).toBe("Agreed price $1,200.00 (the quote)");
    expect(agreedPriceSentence(price({ acceptedChangesCents: 7_500, agreedCents: 127_500 }), 1)).toBe(
      "Agreed price $1,275.00 (quote $1,200.00 + $75.00 accepted change)",
    );
    expect(agreedPriceSentence(price({ acceptedChangesCents: -5_000, agreedCents: 115_000 }), 2)).toBe(
      "Agreed price $1,150.00 (quote $1,200.00 − $50.00 accepted changes)",
    );
  });

  it("shows a due date on its own day, wherever the reader is", () => {
    expect(dayText("2026-04-10")).toBe("Apr 10, 2026");
    expect(dayText("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("names an invoice by its number, a draft as a draft", () => {
    expect(invoiceTitle({ number: "INV-0007" })).toBe("Invoice INV-0007");
    expect(invoiceTitle({ number: null })).toBe("Draft invoice");
  });
});
