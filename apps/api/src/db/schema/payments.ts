import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { quotes } from "./marketplace";
import { users } from "./users";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A change to a job's agreed price that the professional asks for and the taxpayer accepts or
 * declines: nothing is billed above the quote's price without an accepted one. `amountCents` is the
 * change (negative for a reduction), in US cents.
 */
export const priceChanges = pgTable(
  "price_changes",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** pending | accepted | declined | withdrawn */
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    decidedAt: at("decided_at"),
    /** The taxpayer's words when declining, if any. */
    declineNote: text("decline_note"),
  },
  (table) => [
    index("price_changes_quote_idx").on(table.quoteId, table.createdAt),
    // One change waits for an answer at a time, so the taxpayer never weighs two at once.
    uniqueIndex("price_changes_one_pending").on(table.quoteId).where(sql`${table.status} = 'pending'`),
    check("price_changes_status", sql`${table.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check("price_changes_amount", sql`${table.amountCents} <> 0`),
  ],
);

/**
 * A professional's invoice for a job, in US cents. A draft is the professional's alone; sending gives
 * it its number (per professional, `numberSeq`) and shows it to the taxpayer. `depositCents` of the
 * total is due now, the rest on completion. The payments recorded against it move it to partly paid
 * and paid; void ends one nothing was paid on.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** draft | sent | partly-paid | paid | void */
    status: text("status").notNull(),
    /** The professional's running number, given when sent; shown as INV-0001. */
    numberSeq: integer("number_seq"),
    totalCents: integer("total_cents").notNull(),
    depositCents: integer("deposit_cents"),
    paidCents: integer("paid_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    notes: text("notes"),
    createdAt: at("created_at").notNull(),
    sentAt: at("sent_at"),
    paidAt: at("paid_at"),
    voidedAt: at("voided_at"),
    voidReason: text("void_reason"),
  },
  (table) => [
    index("invoices_quote_idx").on(table.quoteId, table.createdAt),
    index("invoices_expert_idx").on(table.expertUserId, table.createdAt),
    uniqueIndex("invoices_expert_number_unique").on(table.expertUserId, table.numberSeq),
    check("invoices_status", sql`${table.status} in ('draft', 'sent', 'partly-paid', 'paid', 'void')`),
    check("invoices_total_positive", sql`${table.totalCents} > 0`),
    check(
      "invoices_deposit_range",
      sql`${table.depositCents} is null or ${table.depositCents} between 1 and ${table.totalCents}`,
    ),
    check("invoices_paid_range", sql`${table.paidCents} between 0 and ${table.totalCents}`),
    check("invoices_refunded_range", sql`${table.refundedCents} between 0 and ${table.paidCents}`),
  ],
);

/** One line of an invoice: what it is for, how many, at what unit price (cents). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [
    index("invoice_lines_invoice_idx").on(table.invoiceId, table.position),
    check("invoice_lines_quantity", sql`${table.quantity} between 1 and 1000`),
    check("invoice_lines_unit", sql`${table.unitCents} > 0`),
    check("invoice_lines_amount", sql`${table.amountCents} = ${table.quantity} * ${table.unitCents}`),
  ],
);

/**
 * A professional's payout account at the provider (a Stripe Connect Express account, or the local
 * test provider's): charges go to it once the provider says it can take them.
 */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** local | stripe */
  provider: text("provider").notNull(),
  accountId: text("account_id").notNull().unique(),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/**
 * How a professional takes payment: whether the final return and the 8879 wait for the invoice to be
 * paid, how often an unpaid invoice is reminded (0: never), and whether a paid deposit is kept when
 * the taxpayer cancels before work starts (the engagement letter says so when it is).
 */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    releaseOnPayment: boolean("release_on_payment").notNull().default(false),
    reminderEveryDays: integer("reminder_every_days").notNull().default(7),
    keepDepositOnCancel: boolean("keep_deposit_on_cancel").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [check("payment_settings_reminder", sql`${table.reminderEveryDays} between 0 and 30`)],
);

/**
 * One attempt to pay an invoice: opened as a checkout at the provider for `amountCents`, of which
 * `feeCents` is Taxlane's application fee; the provider's events move it to paid or failed. Only a
 * paid one moves the invoice. `idempotencyKey` is what the provider was asked with, so a repeated
 * request never charges twice; `receiptSeq` numbers the professional's receipts once paid.
 */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    expertUserId: integer("expert_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taxpayerUserId: integer("taxpayer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    accountId: text("account_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    /** open | processing | paid | failed | expired */
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    checkoutSessionId: text("checkout_session_id").unique(),
    /** Where the payer pays an open checkout (the provider's page), so a second click goes back to it. */
    checkoutUrl: text("checkout_url"),
    paymentIntentId: text("payment_intent_id").unique(),
    /** "Visa •••• 4242" or "Bank account •••• 6789", once the provider says. */
    methodLabel: text("method_label"),
    /** The provider's decline code of the last failure (card_declined, insufficient_funds…). */
    failureCode: text("failure_code"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    feeRefundedCents: integer("fee_refunded_cents").notNull().default(0),
    receiptSeq: integer("receipt_seq"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    paidAt: at("paid_at"),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId, table.createdAt),
    index("invoice_payments_expert_idx").on(table.expertUserId, table.createdAt),
    index("invoice_payments_taxpayer_idx").on(table.taxpayerUserId, table.createdAt),
    uniqueIndex("invoice_payments_receipt_unique").on(table.expertUserId, table.receiptSeq),
    // One checkout at a time per invoice: a second click, tab or device reuses the open one.
    uniqueIndex("invoice_payments_one_open")
      .on(table.invoiceId)
      .where(sql`${table.status} in ('open', 'processing')`),
    check(
      "invoice_payments_status",
      sql`${table.status} in ('open', 'processing', 'paid', 'failed', 'expired')`,
    ),
    check("invoice_payments_amount", sql`${table.amountCents} > 0`),
    check("invoice_payments_fee", sql`${table.feeCents} between 0 and ${table.amountCents}`),
    check("invoice_payments_refunded", sql`${table.refundedCents} between 0 and ${table.amountCents}`),
  ],
);

/** A refund of (part of) a payment, by the professional with a reason or on a cancellation. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => invoicePayments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Who refunded; null when the cancellation of a job refunded its deposit. */
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    index("payment_refunds_payment_idx").on(table.paymentId, table.createdAt),
    check("payment_refunds_status", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check("payment_refunds_amount", sql`${table.amountCents} > 0`),
  ],
);

/** A dispute (chargeback) the provider reported on a payment, as it last said. */
export const paymentDisputes = pgTable(
  "payment_disputes",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => invoicePayments.id, { onDelete: "cascade" }),
    providerDisputeId: text("provider_dispute_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** The provider's status: warning_needs_response, needs_response, under_review, won, lost… */
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [index("payment_disputes_payment_idx").on(table.paymentId)],
);

/** Taxlane's application fee on every payment, set by the operator: basis points (0 by default). */
export const platformFee = pgTable(
  "platform_fee",
  {
    id: integer("id").primaryKey().default(1),
    basisPoints: integer("basis_points").notNull().default(0),
    updatedAt: at("updated_at").notNull(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("platform_fee_single", sql`${table.id} = 1`),
    check("platform_fee_range", sql`${table.basisPoints} between 0 and 3000`),
  ],
);

/** The local test provider's connected accounts (its test-mode onboarding fills them in). */
export const localPayoutAccounts = pgTable("local_payout_accounts", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text("business_name"),
  /** The last four digits of the test bank account payouts would go to. */
  bankLast4: text("bank_last4"),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/**
 * The local test provider's payment checkouts and what became of them: a Stripe-shaped checkout
 * session and its payment intent in one row, with what was refunded and disputed.
 */
export const localPaymentSessions = pgTable("local_payment_sessions", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  accountId: text("account_id").notNull(),
  payerUserId: integer("payer_user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  amountCents: integer("amount_cents").notNull(),
  feeCents: integer("fee_cents").notNull(),
  description: text("description").notNull(),
  metadata: jsonb("metadata").notNull(),
  /** Stripe's checkout session status: open | complete | expired. */
  status: text("status").notNull(),
  /** Stripe's payment intent status: requires_payment_method | processing | succeeded | canceled. */
  intentStatus: text("intent_status").notNull(),
  declineCode: text("decline_code"),
  /** card | us_bank_account, once paid. */
  methodType: text("method_type"),
  methodBrand: text("method_brand"),
  methodLast4: text("method_last4"),
  amountRefundedCents: integer("amount_refunded_cents").notNull().default(0),
  /** Refunds made: [{ id, amountCents, createdAt }]. */
  refunds: jsonb("refunds").notNull().default([]),
  /** A dispute the test card asked for: { id, amountCents, reason, status }. */
  dispute: jsonb("dispute"),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});
