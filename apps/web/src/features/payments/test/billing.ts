import type { Invoice, JobBilling, PriceChange } from "@taxlane/contract";

/** Fixtures of the billing tests: the billing of a job as the API answers it. */
export { testJob } from "../../../testing/jobs";

export function testInvoice(change: Partial<Invoice> = {}): Invoice {
  return {
    id: 61,
    quoteId: 31,
    number: "INV-0007",
    status: "sent",
    lines: [
      { description: "Form 1040 with Schedule C", quantity: 1, unitCents: 90_000, amountCents: 90_000 },
      { description: "State return", quantity: 2, unitCents: 15_000, amountCents: 30_000 },
    ],
    totalCents: 120_000,
    depositCents: 40_000,
    paidCents: 0,
    refundedCents: 0,
    dueCents: 120_000,
    dueDate: "2026-04-10",
    notes: "Pay by bank transfer.",
    createdAt: "2026-03-01T10:00:00.000Z",
    sentAt: "2026-03-02T10:00:00.000Z",
    paidAt: null,
    voidedAt: null,
    voidReason: null,
    professionalName: "Dana Nguyen",
    taxpayerName: "Sam Rivera",
    ...change,
  };
}

export function testChange(change: Partial<PriceChange> = {}): PriceChange {
  return {
    id: 81,
    quoteId: 31,
    amountCents: 7_500,
    reason: "A rental property was added after the quote.",
    status: "pending",
    createdAt: "2026-03-03T10:00:00.000Z",
    decidedAt: null,
    declineNote: null,
    ...change,
  };
}

export function testBilling(change: Partial<JobBilling> = {}): JobBilling {
  return {
    quoteId: 31,
    price: {
      quotedCents: 120_000,
      acceptedChangesCents: 0,
      agreedCents: 120_000,
      invoicedCents: 0,
      paidCents: 0,
      refundedCents: 0,
    },
    invoices: [],
    priceChanges: [],
    payments: [],
    payOnline: true,
    ...change,
  };
}
