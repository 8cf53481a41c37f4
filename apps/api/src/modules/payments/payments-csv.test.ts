import type { InvoicePayment } from "@taxlane/contract";
import { describe, expect, it } from "vitest";
import { csvAmount, csvText } from "../../lib/csv";
import { paymentFigures } from "./payment-figures";
import { paymentsCsv } from "./payments-csv";

const view = (change: Partial<InvoicePayment> = {}): InvoicePayment => ({
  id: 5,
  invoiceId: 7,
  quoteId: 3,
  invoiceNumber: "INV-0007",
  receiptNumber: "RCT-0003",
  status: "paid",
  amountCents: 123_456,
  feeCents: 3_704,
  refundedCents: 10_000,
  methodLabel: "Visa •••• 4242",
  failure: null,
  createdAt: "2026-03-14T22:00:00.000Z",
  paidAt: "2026-03-15T01:30:00.000Z",
  professionalName: "Dana Nguyen",
  taxpayerName: "Sam Rivera",
  refunds: [],
  dispute: null,
  ...change,
});

describe("amounts in the CSV", () => {
  it("are written as 1234.56, exactly, with a minus below zero", () => {
    expect(csvAmount(123_456)).toBe("1234.56");
    expect(csvAmount(5)).toBe("0.05");
    expect(csvAmount(0)).toBe("0.00");
    expect(csvAmount(-1_200)).toBe("-12.00");
    expect(csvAmount(100_000_00)).toBe("100000.00");
  });
});

describe("a text cell of the CSV", () => {
  it("cannot be run as a formula by a spreadsheet", () => {
    expect(csvText('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvText("+1 555")).toBe("'+1 555");
    expect(csvText("-2+3")).toBe("'-2+3");
    expect(csvText("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvText("\t=1")).toBe("'\t=1");
    expect(csvText("Sam = Rivera")).toBe("Sam = Rivera");
  });

  it("is quoted when it holds a comma, a quote or a line break", () => {
    expect(csvText("Rivera, Sam")).toBe('"Rivera, Sam"');
    expect(csvText('Sam "Sammy" Rivera')).toBe('"Sam ""Sammy"" Rivera"');
    expect(csvText("two\nlines")).toBe('"two\nlines"');
  });
});

describe("the payments CSV", () => {
  it("has a header, then one line per payment with the day paid, the texts and the amounts", () => {
    const paid = view();
    const failed = view({
      id: 6,
      status: "failed",
      receiptNumber: null,
      paidAt: null,
      methodLabel: null,
      refundedCents: 0,
      taxpayerName: "=cmd|' /C calc'!A0",
    });
    const csv = paymentsCsv([
      {
        payment: paid,
        figures: paymentFigures({ ...paid, feeRefundedCents: 0 }),
      },
      {
        payment: failed,
        figures: paymentFigures({ ...failed, feeRefundedCents: 0 }),
      },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Date paid,Receipt,Invoice,Client,Method,Amount,Taxlane fee,Refunded,Net,Status",
      "2026-03-15,RCT-0003,INV-0007,Sam Rivera,Visa •••• 4242,1234.56,37.04,100.00,1097.52,paid",
      ",,INV-0007,'=cmd|' /C calc'!A0,,1234.56,0.00,0.00,0.00,failed",
      "",
    ]);
  });
});
