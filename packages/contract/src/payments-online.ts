/**
 * Paying an invoice online: the professional's payout account at the provider (Stripe Connect, or
 * the local test provider), the taxpayer's checkout, what was paid and refunded, receipts, the
 * professional's payment settings and the operator's fee. Money is in US cents, whole numbers.
 */
import { z } from "zod";
import { testCardFields } from "./billing";
import { paymentRules as texts } from "./i18n/en/paymentRules";
import { paymentTestPages } from "./i18n/en/paymentTestPages";
import { idFieldSchema } from "./id-field";
import { centsSchema, invoiceSchema, jobPriceSchema, priceChangeSchema } from "./payments";

/** Which provider takes the payments: Stripe, or the local test provider that moves no money. */
export const paymentsProviderSchema = z.enum(["local", "stripe"]);
export type PaymentsProviderName = z.infer<typeof paymentsProviderSchema>;

/**
 * Where a professional's payouts stand: not connected, onboarding begun but not finished (or the
 * provider wants more), or able to take payments.
 */
export const payoutStatusSchema = z.enum(["not-connected", "pending", "active"]);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** GET /Accountant/Payouts */
export const payoutAccountSchema = z.object({
  provider: paymentsProviderSchema,
  status: payoutStatusSchema,
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** Where to send the browser next (the provider's onboarding or checkout page). */
export const redirectUrlSchema = z.object({ url: z.string() });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/** How often an unpaid invoice is reminded, in days; 0 never. */
export const INVOICE_REMINDER_DAYS = [0, 3, 7, 14] as const;

/** GET /Accountant/PaymentSettings and the body of POST /Accountant/SavePaymentSettings. */
export const paymentSettingsSchema = z.object({
  /** The final return and the 8879 wait until the job's invoices are paid. */
  releaseOnPayment: z.boolean({ error: texts.settingInvalid }),
  reminderEveryDays: z
    .number({ error: texts.reminderDaysInvalid })
    .int({ error: texts.reminderDaysInvalid })
    .refine((days) => (INVOICE_REMINDER_DAYS as readonly number[]).includes(days), {
      error: texts.reminderDaysInvalid,
    }),
  /** A deposit paid is kept when the taxpayer cancels before work starts (the letter says so). */
  keepDepositOnCancel: z.boolean({ error: texts.settingInvalid }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What the taxpayer pays now: the deposit still due, or all that is due. */
export const payPartSchema = z.enum(["deposit", "balance"], { error: texts.payPartInvalid });
export type PayPart = z.infer<typeof payPartSchema>;

/** POST /Taxpayer/PayInvoice: opens (or reopens) the checkout for an invoice. */
export const payInvoiceRequestSchema = z.object({
  invoiceId: idFieldSchema,
  part: payPartSchema.optional(),
});
export type PayInvoiceRequest = z.input<typeof payInvoiceRequestSchema>;

export const paymentStatusSchema = z.enum(["open", "processing", "paid", "failed", "expired"]);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const refundStatusSchema = z.enum(["pending", "succeeded", "failed"]);

export const paymentRefundSchema = z.object({
  id: z.int(),
  amountCents: z.int(),
  reason: z.string(),
  status: refundStatusSchema,
  createdAt: z.string(),
  /** False when the job's cancellation refunded it. */
  byProfessional: z.boolean(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const paymentDisputeSchema = z.object({
  amountCents: z.int(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type PaymentDispute = z.infer<typeof paymentDisputeSchema>;

/** One payment of an invoice, as both sides and the operator read it. */
export const invoicePaymentSchema = z.object({
  id: z.int(),
  invoiceId: z.int(),
  quoteId: z.int(),
  /** "INV-0007" */
  invoiceNumber: z.string(),
  /** "RCT-0003" once paid. */
  receiptNumber: z.string().nullable(),
  status: paymentStatusSchema,
  amountCents: z.int(),
  /** Taxlane's fee on it (what the professional receives is amount less fee, less refunds). */
  feeCents: z.int(),
  refundedCents: z.int(),
  methodLabel: z.string().nullable(),
  /** Why the last try failed, in words a person can act on. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  professionalName: z.string(),
  taxpayerName: z.string(),
  refunds: z.array(paymentRefundSchema),
  dispute: paymentDisputeSchema.nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** POST /Accountant/RefundPayment: all or part of what was paid, with the reason. */
export const refundPaymentRequestSchema = z.object({
  paymentId: idFieldSchema,
  amountCents: centsSchema,
  reason: z
    .string({ error: texts.refundReasonRequired })
    .trim()
    .min(1, { error: texts.refundReasonRequired })
    .max(500, { error: texts.reasonTooLong }),
});
export type RefundPaymentRequest = z.infer<typeof refundPaymentRequestSchema>;

export const paymentIdQuerySchema = z.object({ paymentId: idFieldSchema });

/** GET /Accountant/Payments: the professional's payments page (newest first) and its totals. */
export const professionalPaymentsQuerySchema = z.object({
  /** A calendar year, to read one season; every year when absent. */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const paymentTotalsSchema = z.object({
  /** Sent invoices not yet paid. */
  dueCents: z.int(),
  paidCents: z.int(),
  refundedCents: z.int(),
  feeCents: z.int(),
  /** Paid, less refunds and fees kept. */
  netCents: z.int(),
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
export const professionalPaymentsSchema = z.object({
  totals: paymentTotalsSchema,
  payments: z.array(invoicePaymentSchema),
});
export type ProfessionalPayments = z.infer<typeof professionalPaymentsSchema>;

/** GET /Taxpayer/Payments: the taxpayer's billing history, newest first. */
export const taxpayerPaymentsSchema = z.object({ payments: z.array(invoicePaymentSchema) });
export type TaxpayerPayments = z.infer<typeof taxpayerPaymentsSchema>;

/** GET /Payments/TestCheckout?session=: the local provider's checkout of an invoice. */
export const testPaymentCheckoutSchema = z.object({
  session: z.string(),
  status: z.enum(["open", "complete", "expired"]),
  amountCents: z.int(),
  description: z.string(),
  professionalName: z.string(),
  /** The decline code of the last card refused, if any. */
  declineCode: z.string().nullable(),
  /** Where the browser goes back to (the job's Billing tab). */
  returnUrl: z.string(),
});
export type TestPaymentCheckout = z.infer<typeof testPaymentCheckoutSchema>;
export const testPaymentSessionQuerySchema = z.object({
  session: z.string().trim().min(1).max(100),
});

/** POST /Payments/PayTestCheckout: a Stripe test card, or the test bank account (ACH). */
export const payTestPaymentRequestSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("card"),
    session: z.string().trim().min(1).max(100),
    ...testCardFields,
  }),
  z.object({
    method: z.literal("us_bank_account"),
    session: z.string().trim().min(1).max(100),
    routingNumber: z
      .string()
      .trim()
      .regex(/^\d{9}$/, { error: texts.routingInvalid }),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{4,17}$/, { error: texts.bankAccountInvalid }),
  }),
]);
export type PayTestPaymentRequest = z.input<typeof payTestPaymentRequestSchema>;

/** The answer of paying in the test checkout: where to go, or why the card was refused. */
export const testPaymentResultSchema = z.object({
  url: z.string().nullable(),
  declineCode: z.string().nullable(),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;

/** GET /Payments/TestOnboarding?account=: the local provider's onboarding of a payout account. */
export const testOnboardingSchema = z.object({
  account: z.string(),
  email: z.string(),
  detailsSubmitted: z.boolean(),
});
export type TestOnboarding = z.infer<typeof testOnboardingSchema>;
export const testOnboardingQuerySchema = z.object({ account: z.string().trim().min(1).max(100) });

/** POST /Payments/CompleteTestOnboarding: the business and the test bank account payouts go to. */
export const completeTestOnboardingRequestSchema = z.object({
  account: z.string().trim().min(1).max(100),
  businessName: z
    .string({ error: texts.businessNameRequired })
    .trim()
    .min(1, { error: texts.businessNameRequired })
    .max(200, { error: texts.businessNameRequired }),
  routingNumber: z
    .string()
    .trim()
    .regex(/^\d{9}$/, { error: texts.routingInvalid }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, { error: texts.bankAccountInvalid }),
  /** The page the onboarding link named to come back to (a path of ours); the payments page when absent. */
  returnPath: z
    .string()
    .max(500, { error: paymentTestPages.returnPathInvalid })
    .refine((path) => path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"), {
      error: paymentTestPages.returnPathInvalid,
    })
    .optional(),
});
export type CompleteTestOnboardingRequest = z.infer<typeof completeTestOnboardingRequestSchema>;

/** GET /Admin/Payments: every payment, the fee and the disputes, for the operator. */
export const adminPaymentsSchema = z.object({
  feeBasisPoints: z.int(),
  totals: paymentTotalsSchema,
  payments: z.array(invoicePaymentSchema),
  /** Payments with a dispute still open, oldest first. */
  disputed: z.array(invoicePaymentSchema),
});
export type AdminPayments = z.infer<typeof adminPaymentsSchema>;

/** POST /Admin/SavePaymentFee: Taxlane's fee in basis points (100 is 1%), 0 to 3000. */
export const savePaymentFeeRequestSchema = z.object({
  feeBasisPoints: z
    .number({ error: texts.feeInvalid })
    .int({ error: texts.feeInvalid })
    .min(0, { error: texts.feeInvalid })
    .max(3000, { error: texts.feeInvalid }),
});

/** GET /TaxPreparation/Billing?quoteId=: a job's price, invoices and price changes for either side. */
export const jobBillingSchema = z.object({
  quoteId: z.number().int(),
  price: jobPriceSchema,
  /** Newest first; the taxpayer sees no drafts. */
  invoices: z.array(invoiceSchema),
  /** Newest first. */
  priceChanges: z.array(priceChangeSchema),
  /** The invoices' payments that went through, are being processed or failed, newest first. */
  payments: z.array(invoicePaymentSchema),
  /** Whether the professional can take payments online (their payout account is set up). */
  payOnline: z.boolean(),
});
export type JobBilling = z.infer<typeof jobBillingSchema>;
export const jobBillingQuerySchema = z.object({ quoteId: idFieldSchema });
