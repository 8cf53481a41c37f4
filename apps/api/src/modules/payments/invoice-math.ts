import { MAX_INVOICE_CENTS } from "@taxlane/contract";

/** A line as the professional enters it: how many, at what unit price (whole cents). */
export interface LineInput {
  description: string;
  quantity: number;
  unitCents: number;
}

export interface PricedLine extends LineInput {
  amountCents: number;
}

/** Why an invoice's figures cannot stand, before any price is looked at. */
export type FiguresRefusal = "totalTooLarge" | "depositAboveTotal";

export type InvoiceFigures =
  | { ok: true; lines: PricedLine[]; totalCents: number; depositCents: number | null }
  | { ok: false; refusal: FiguresRefusal; totalCents: number };

/**
 * An invoice's lines priced and summed, in integer cents only (no dollars, no floats, so nothing is
 * rounded). The schema has already made every quantity and unit price a whole positive number; the
 * total is capped here because twenty lines of a thousand at the largest unit price would not fit the
 * database's integer column, and one invoice carries at most MAX_INVOICE_CENTS anyway.
 */
export function invoiceFigures(lines: readonly LineInput[], depositCents?: number | null): InvoiceFigures {
  const priced = lines.map((line) => ({ ...line, amountCents: line.quantity * line.unitCents }));
  const totalCents = priced.reduce((sum, line) => sum + line.amountCents, 0);
  if (totalCents > MAX_INVOICE_CENTS) return { ok: false, refusal: "totalTooLarge", totalCents };
  // The schema makes a deposit at least one cent; above the total it would be due now and never owed.
  if (depositCents != null && depositCents > totalCents)
    return { ok: false, refusal: "depositAboveTotal", totalCents };
  return { ok: true, lines: priced, totalCents, depositCents: depositCents ?? null };
}

// The contract's, so that every module writes money the same way.
export { formatCents } from "@taxlane/contract";

/** The number an invoice shows: INV-0001, more digits once a professional passes 9999. */
export const invoiceNumber = (numberSeq: number | null): string | null =>
  numberSeq === null ? null : `INV-${String(numberSeq).padStart(4, "0")}`;

/** UTC-12, the last place on earth where a day begins. */
const LATEST_OFFSET_MS = 12 * 60 * 60 * 1000;

/**
 * Whether a due date ("2026-12-15") has passed everywhere. The server knows no one's time zone, and
 * "today" in UTC is already tomorrow for a professional in California each afternoon: a day counts as
 * past only once it has ended even at UTC-12, so the professional's own today is always accepted.
 */
export function isPastDay(isoDay: string, now: Date): boolean {
  return isoDay < new Date(now.getTime() - LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The number a receipt shows: RCT-0001, more digits once a professional passes 9999. */
export const receiptNumber = (receiptSeq: number | null): string | null =>
  receiptSeq === null ? null : `RCT-${String(receiptSeq).padStart(4, "0")}`;
