import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
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
