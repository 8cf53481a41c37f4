import { execFileSync } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ReceiptFacts, receiptPdf } from "./receipt-pdf";

const facts = (change: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  receiptNumber: "RCT-0003",
  paidAt: new Date("2026-03-15T01:30:00Z"),
  professionalName: "Dana Nguyen",
  taxpayerName: "Sam Rivera",
  invoiceNumber: "INV-0007",
  lines: [
    { description: "Form 1040 with Schedule C", quantity: 1, unitCents: 90_000, amountCents: 90_000 },
    { description: "State return", quantity: 2, unitCents: 15_000, amountCents: 30_000 },
  ],
  invoiceTotalCents: 120_000,
  amountCents: 40_000,
  methodLabel: "Visa •••• 4242",
  refunds: [],
  ...change,
});

/** The receipt's text as a PDF reader extracts it, and its page count. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "receipt-")), "receipt.pdf");
  await writeFile(file, bytes);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return { text, pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

describe("a receipt", () => {
  it("is one page with its number, day, both people, the invoice's lines, the amount and the method", async () => {
    const { text, pages } = await readPdf(await receiptPdf(facts()));
    expect(pages).toBe(1);
    expect(text).toContain("Receipt RCT-0003");
    expect(text).toContain("Paid on March 15, 2026");
    expect(text).toContain("Dana Nguyen");
    expect(text).toContain("Sam Rivera");
    expect(text).toContain("Invoice INV-0007");
    expect(text).toMatch(/State return\s+\$300\.00/);
    expect(text).toContain("2 x $150.00");
    expect(text).toContain("Invoice total: $1,200.00");
    expect(text).toContain("Amount paid: $400.00");
    expect(text).toContain("Paid with: Visa •••• 4242");
    expect(text).not.toContain("Refunds");
    expect(text).not.toMatch(/fee/i);
  });

  it("lists the refunds made with their days, and what was kept", async () => {
    const { text } = await readPdf(
      await receiptPdf(
        facts({
          refunds: [
            {
              at: new Date("2026-03-20T12:00:00Z"),
              amountCents: 5_000,
              reason: "The state return was not needed.",
            },
            { at: new Date("2026-04-02T12:00:00Z"), amountCents: 2_550, reason: "Discount" },
          ],
        }),
      ),
    );
    expect(text).toContain("Refunds");
    expect(text).toContain("March 20, 2026: $50.00 refunded. The state return was not needed.");
    expect(text).toContain("April 2, 2026: $25.50 refunded. Discount");
    expect(text).toContain("Refunded in all: $75.50. Kept: $324.50.");
  });

  it("says the payment was made online when the provider did not name the method", async () => {
    const { text } = await readPdf(await receiptPdf(facts({ methodLabel: null })));
    expect(text).toContain("Paid with: Paid online");
  });

  it("draws names in other scripts without failing, and goes on to more pages for a long invoice", async () => {
    const lines = Array.from({ length: 20 }, (_, index) => ({
      description: `${"Bookkeeping for the month, reconciled against the bank statements ".repeat(3)}${index + 1}`,
      quantity: 3,
      unitCents: 10_000,
      amountCents: 30_000,
    }));
    const { text, pages } = await readPdf(
      await receiptPdf(facts({ taxpayerName: "José 陳", lines, invoiceTotalCents: 600_000 })),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Paid by: José ?");
    expect(text).toContain("Amount paid: $400.00");
  });
});
