import { RoleId } from "../codes-profile";
import {
  createInvoiceRequestSchema,
  declinePriceChangeRequestSchema,
  invoiceIdRequestSchema,
  invoiceSchema,
  priceChangeIdRequestSchema,
  priceChangeSchema,
  requestPriceChangeSchema,
  updateInvoiceRequestSchema,
  voidInvoiceRequestSchema,
} from "../payments";
import {
  adminPaymentsSchema,
  completeTestOnboardingRequestSchema,
  invoicePaymentSchema,
  jobBillingQuerySchema,
  jobBillingSchema,
  payInvoiceRequestSchema,
  paymentIdQuerySchema,
  paymentSettingsSchema,
  payoutAccountSchema,
  payTestPaymentRequestSchema,
  professionalPaymentsQuerySchema,
  professionalPaymentsSchema,
  redirectUrlSchema,
  refundPaymentRequestSchema,
  savePaymentFeeRequestSchema,
  taxpayerPaymentsSchema,
  testOnboardingQuerySchema,
  testOnboardingSchema,
  testPaymentCheckoutSchema,
  testPaymentResultSchema,
  testPaymentSessionQuerySchema,
} from "../payments-online";
import type { EndpointGroup } from "./define";
import { doneSchema } from "./schemas-answers";

const professional = { roles: [RoleId.expert], practice: "payments" } as const;
const taxpayer = { roles: [RoleId.taxpayer] } as const;

/** A job's price, invoices and price changes, read by either side (module payments). */
export const jobBillingEndpoints = {
  getJobBilling: {
    method: "GET",
    path: "/TaxPreparation/Billing",
    module: "payments",
    access: { signedIn: true, practice: "payments" },
    summary: "A job's agreed price, its invoices (no drafts for the taxpayer) and its price changes",
    query: jobBillingQuerySchema,
    response: jobBillingSchema,
  },
} as const satisfies EndpointGroup;

/** The professional's invoices and price changes. */
export const accountantBillingEndpoints = {
  createInvoice: {
    method: "POST",
    path: "/Accountant/CreateInvoice",
    module: "payments",
    access: professional,
    summary: "A draft invoice for one of the professional's jobs, within the agreed price",
    body: createInvoiceRequestSchema,
    response: invoiceSchema,
  },
  updateInvoice: {
    method: "POST",
    path: "/Accountant/UpdateInvoice",
    module: "payments",
    access: professional,
    summary: "Replaces a draft's lines, deposit, due date and notes",
    body: updateInvoiceRequestSchema,
    response: invoiceSchema,
  },
  sendInvoice: {
    method: "POST",
    path: "/Accountant/SendInvoice",
    module: "payments",
    access: professional,
    summary: "Numbers a draft and sends it to the taxpayer in the app and by e-mail",
    body: invoiceIdRequestSchema,
    response: invoiceSchema,
  },
  deleteInvoiceDraft: {
    method: "POST",
    path: "/Accountant/DeleteInvoiceDraft",
    module: "payments",
    access: professional,
    summary: "Deletes a draft never sent",
    body: invoiceIdRequestSchema,
    response: doneSchema,
  },
  voidInvoice: {
    method: "POST",
    path: "/Accountant/VoidInvoice",
    module: "payments",
    access: professional,
    summary: "Voids a sent invoice nothing was paid on, with the reason; the taxpayer is told",
    body: voidInvoiceRequestSchema,
    response: invoiceSchema,
  },
  requestPriceChange: {
    method: "POST",
    path: "/Accountant/RequestPriceChange",
    module: "payments",
    access: professional,
    summary: "Asks the taxpayer to accept a change to the agreed price, with the reason",
    body: requestPriceChangeSchema,
    response: priceChangeSchema,
  },
  withdrawPriceChange: {
    method: "POST",
    path: "/Accountant/WithdrawPriceChange",
    module: "payments",
    access: professional,
    summary: "Withdraws a price change the taxpayer has not answered",
    body: priceChangeIdRequestSchema,
    response: priceChangeSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer's answers to a price change. */
export const taxpayerBillingEndpoints = {
  acceptPriceChange: {
    method: "POST",
    path: "/Taxpayer/AcceptPriceChange",
    module: "payments",
    access: taxpayer,
    summary: "Accepts a price change: the agreed price moves by its amount",
    body: priceChangeIdRequestSchema,
    response: priceChangeSchema,
  },
  declinePriceChange: {
    method: "POST",
    path: "/Taxpayer/DeclinePriceChange",
    module: "payments",
    access: taxpayer,
    summary: "Declines a price change, with an optional note; the agreed price stays",
    body: declinePriceChangeRequestSchema,
    response: priceChangeSchema,
  },
} as const satisfies EndpointGroup;

/** The professional's payouts, payment settings, payments page and refunds. */
export const accountantPaymentsEndpoints = {
  getPayouts: {
    method: "GET",
    path: "/Accountant/Payouts",
    module: "payments",
    access: professional,
    summary: "Where the professional's payout account stands at the provider",
    response: payoutAccountSchema,
  },
  connectPayouts: {
    method: "POST",
    path: "/Accountant/ConnectPayouts",
    module: "payments",
    access: professional,
    summary: "Opens (or resumes) the provider's onboarding of the payout account; answers where to go",
    response: redirectUrlSchema,
  },
  getPaymentSettings: {
    method: "GET",
    path: "/Accountant/PaymentSettings",
    module: "payments",
    access: professional,
    summary: "Release on payment, invoice reminders and the deposit on cancellation",
    response: paymentSettingsSchema,
  },
  savePaymentSettings: {
    method: "POST",
    path: "/Accountant/SavePaymentSettings",
    module: "payments",
    access: professional,
    summary: "Saves the professional's payment settings",
    body: paymentSettingsSchema,
    response: paymentSettingsSchema,
  },
  getPayments: {
    method: "GET",
    path: "/Accountant/Payments",
    module: "payments",
    access: professional,
    summary: "What is due, paid and refunded, and the fees, with every payment (newest first)",
    query: professionalPaymentsQuerySchema,
    response: professionalPaymentsSchema,
  },
  exportPayments: {
    method: "GET",
    path: "/Accountant/PaymentsCsv",
    module: "payments",
    access: professional,
    summary: "The payments page as a CSV file",
    query: professionalPaymentsQuerySchema,
  },
  refundPayment: {
    method: "POST",
    path: "/Accountant/RefundPayment",
    module: "payments",
    access: professional,
    summary: "Refunds all or part of a payment, with the reason; the taxpayer is told",
    body: refundPaymentRequestSchema,
    response: invoicePaymentSchema,
  },
} as const satisfies EndpointGroup;

/** The taxpayer pays an invoice and reads what they paid. */
export const taxpayerPaymentsEndpoints = {
  payInvoice: {
    method: "POST",
    path: "/Taxpayer/PayInvoice",
    module: "payments",
    access: taxpayer,
    summary: "Opens the checkout of an invoice's deposit or balance (the open one again on a second click)",
    body: payInvoiceRequestSchema,
    response: redirectUrlSchema,
  },
  getPayments: {
    method: "GET",
    path: "/Taxpayer/Payments",
    module: "payments",
    access: taxpayer,
    summary: "The taxpayer's billing history, newest first",
    response: taxpayerPaymentsSchema,
  },
} as const satisfies EndpointGroup;

/** Receipts for either side, and the local test provider's checkout and onboarding pages. */
export const paymentsEndpoints = {
  getReceipt: {
    method: "GET",
    path: "/Payments/Receipt",
    module: "payments",
    access: { signedIn: true, practice: "payments" },
    summary: "A paid payment's receipt (PDF), for its taxpayer or professional",
    query: paymentIdQuerySchema,
  },
  getTestCheckout: {
    method: "GET",
    path: "/Payments/TestCheckout",
    module: "payments",
    access: taxpayer,
    summary: "A checkout of the local test provider (only without Stripe)",
    query: testPaymentSessionQuerySchema,
    response: testPaymentCheckoutSchema,
  },
  payTestCheckout: {
    method: "POST",
    path: "/Payments/PayTestCheckout",
    module: "payments",
    access: taxpayer,
    summary: "Pays a test checkout with a Stripe test card or the test bank account",
    body: payTestPaymentRequestSchema,
    response: testPaymentResultSchema,
  },
  getTestOnboarding: {
    method: "GET",
    path: "/Payments/TestOnboarding",
    module: "payments",
    access: professional,
    summary: "The local test provider's onboarding of the caller's payout account",
    query: testOnboardingQuerySchema,
    response: testOnboardingSchema,
  },
  completeTestOnboarding: {
    method: "POST",
    path: "/Payments/CompleteTestOnboarding",
    module: "payments",
    access: professional,
    summary: "Finishes the test onboarding; answers the page to return to",
    body: completeTestOnboardingRequestSchema,
    response: redirectUrlSchema,
  },
} as const satisfies EndpointGroup;

const operator = { roles: [RoleId.admin] } as const;

/** The operator's view of payments, fees and disputes. */
export const adminPaymentsEndpoints = {
  getPayments: {
    method: "GET",
    path: "/Admin/Payments",
    module: "payments",
    access: operator,
    summary: "Every payment, the totals and fees, and the disputes still open",
    response: adminPaymentsSchema,
  },
  savePaymentFee: {
    method: "POST",
    path: "/Admin/SavePaymentFee",
    module: "payments",
    access: operator,
    summary: "Sets Taxlane's fee on payments from now on (basis points)",
    body: savePaymentFeeRequestSchema,
    response: adminPaymentsSchema,
  },
} as const satisfies EndpointGroup;
