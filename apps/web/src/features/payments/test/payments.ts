import type { InvoicePayment, PaymentSettings, ProfessionalPayments } from "@taxlane/contract";

/** Fixtures of the payments tests: payments and the payments page as the API answers them. */
export function testPayment(change: Partial<InvoicePayment> = {}): InvoicePayment {
  return {
    id: 91,
    invoiceId: 61,
    quoteId: 31,
    invoiceNumber: "INV-0007",
    receiptNumber: "RCT-0001",
    status: "paid",
    amountCents: 40_000,
    feeCents: 1_200,
    refundedCents: 12_550,
    methodLabel: "Visa •••• 4242",
    failure: null,
    createdAt: "2026-03-05T10:00:00.000Z",
    paidAt: "2026-03-05T10:01:00.000Z",
    professionalName: "Dana Nguyen",
    taxpayerName: "Sam Rivera",
    refunds: [],
    dispute: null,
    ...change,
  };
}

/** A payment that did not go through, with the words the API gives why. */
export const testFailedPayment = (change: Partial<InvoicePayment> = {}) =>
  testPayment({
    id: 92,
    status: "failed",
    receiptNumber: null,
    amountCents: 80_000,
    feeCents: 0,
    refundedCents: 0,
    methodLabel: null,
    failure: "Your card was declined for insufficient funds. Try another card or a bank account.",
    createdAt: "2026-03-04T10:00:00.000Z",
    paidAt: null,
    ...change,
  });

export function testLedger(change: Partial<ProfessionalPayments> = {}): ProfessionalPayments {
  return {
    totals: { dueCents: 80_000, paidCents: 40_000, refundedCents: 12_550, feeCents: 1_200, netCents: 26_250 },
    payments: [testPayment(), testFailedPayment()],
    ...change,
  };
}

export const testSettings = (change: Partial<PaymentSettings> = {}): PaymentSettings => ({
  releaseOnPayment: false,
  reminderEveryDays: 7,
  keepDepositOnCancel: false,
  ...change,
});
