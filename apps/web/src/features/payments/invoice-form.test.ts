import { describe, expect, it } from "vitest";
import { draftTotalCents, invoiceBody, lineCents } from "./invoice-form";

describe("the invoice form's arithmetic", () => {
  it("adds up the lines that can be read, in cents", () => {
    expect(lineCents({ quantity: "3", unitPrice: "0.10" })).toBe(30);
    expect(lineCents({ quantity: "x", unitPrice: "10" })).toBeNull();
    expect(
      draftTotalCents([
        { quantity: "3", unitPrice: "0.10" },
        { quantity: "1", unitPrice: "0.20" },
        { quantity: "1", unitPrice: "abc" },
        undefined,
      ]),
    ).toBe(50);
  });

  it("builds the body in cents, leaving out an empty deposit and empty notes", () => {
    expect(
      invoiceBody({
        lines: [{ description: " Form 1040 ", quantity: "2", unitPrice: "125.5" }],
        deposit: " ",
        dueDate: "2026-04-15",
        notes: "  ",
      }),
    ).toEqual({
      lines: [{ description: "Form 1040", quantity: 2, unitCents: 12_550 }],
      dueDate: "2026-04-15",
    });
  });
});
