import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** A subscription plan; prices live here (installed from the plan list in the billing module). */
export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    roleId: integer("role_id").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    monthlyPrice: numeric("monthly_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    yearlyPrice: numeric("yearly_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    features: text("features").array().notNull(),
    trialDays: integer("trial_days").notNull(),
    /** Operators retire a plan from sale: it leaves the pricing page; its subscribers keep it. */
    active: boolean("active").notNull().default(true),
  },
  (table) => [uniqueIndex("plans_code_unique").on(table.code)],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A professional's subscription as the provider last told it (one per person; a new checkout after
 * one ended replaces it). Written only from the provider's answers and events.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** No foreign key: installing the plans may replace retired ones under a rolled-back test. */
    planId: integer("plan_id").notNull(),
    provider: text("provider").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    providerCustomerId: text("provider_customer_id"),
    interval: text("interval").notNull(),
    pendingInterval: text("pending_interval"),
    /**
     * The price each period is charged at, as the provider holds it (kept when the plan is repriced),
     * and the pending interval's. Null where the provider did not say: the plan's price applies.
     */
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    pendingPrice: numeric("pending_price", { precision: 10, scale: 2, mode: "number" }),
    status: text("status").notNull(),
    trialEndsAt: at("trial_ends_at"),
    currentPeriodStart: at("current_period_start").notNull(),
    currentPeriodEnd: at("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: at("canceled_at"),
    endedAt: at("ended_at"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The trial end the reminder was sent for, and the term end the renewal notice was sent for. */
    trialReminderFor: at("trial_reminder_for"),
    renewalNoticeFor: at("renewal_notice_for"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("subscriptions_user_unique").on(table.userId),
    uniqueIndex("subscriptions_provider_id_unique").on(table.providerSubscriptionId),
  ],
);

/** The webhook ledger: every provider event once, by its id, and when its job processed it. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  /** What the job needs, parsed from the verified event (never the raw body: it holds e-mails). */
  data: jsonb("data").notNull(),
  eventCreatedAt: at("event_created_at").notNull(),
  receivedAt: at("received_at").notNull(),
  processedAt: at("processed_at"),
  /** What processing did ("applied", "stale", "ignored"). */
  outcome: text("outcome"),
});

/** A paid invoice, listed on the professional's profile. */
export const billingReceipts = pgTable(
  "billing_receipts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerInvoiceId: text("provider_invoice_id").notNull(),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    periodStart: at("period_start").notNull(),
    periodEnd: at("period_end").notNull(),
    paidAt: at("paid_at").notNull(),
  },
  (table) => [
    uniqueIndex("billing_receipts_invoice_unique").on(table.providerInvoiceId),
    index("billing_receipts_user_idx").on(table.userId),
  ],
);

/** The local provider's checkout sessions (the test checkout page reads them). */
export const localCheckoutSessions = pgTable("local_checkout_sessions", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: integer("plan_id").notNull(),
  interval: text("interval").notNull(),
  status: text("status").notNull(),
  declineCode: text("decline_code"),
  subscriptionId: text("subscription_id"),
  createdAt: at("created_at").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/**
 * The local provider's own subscriptions: what Stripe would hold for a Stripe subscription (the
 * card's outcome on later charges, the state machine's state), advanced by its billing clock.
 */
export const localSubscriptions = pgTable("local_subscriptions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  planId: integer("plan_id").notNull(),
  cardBrand: text("card_brand").notNull(),
  cardLast4: text("card_last4").notNull(),
  /** A card that saves but declines every later charge (4000 0000 0000 0341). */
  cardFailsCharges: boolean("card_fails_charges").notNull(),
  state: jsonb("state").notNull(),
  updatedAt: at("updated_at").notNull(),
});

/**
 * What a practice's further seats should be at the provider and what it last confirmed: written with
 * each change of members (in its transaction, `version` counting them), synced to the paying owner's
 * subscription by a job after it commits. `failure` says why the provider refused the last try (its
 * error's type, never a person's data); the job tries again.
 */
export const practiceSeatBilling = pgTable("practice_seat_billing", {
  practiceId: integer("practice_id").primaryKey(),
  /** The practice's owners when its members last changed, earliest first: the first with a plan pays. */
  ownerIds: integer("owner_ids").array().notNull(),
  members: integer("members").notNull(),
  version: integer("version").notNull(),
  syncedVersion: integer("synced_version").notNull().default(0),
  syncedQuantity: integer("synced_quantity").notNull().default(0),
  /** The provider's subscription the seats were last set on; null when no owner's plan sells seats. */
  subscriptionId: text("subscription_id"),
  failure: text("failure"),
  failedAt: at("failed_at"),
  updatedAt: at("updated_at").notNull(),
});
