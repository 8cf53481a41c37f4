import type { CreateInvoiceRequest, Invoice } from "@taxlane/contract";
import { dollarsInput, parseDollars, parseQuantity } from "./money";

/** A line of the invoice form as typed: every field is text until it is sent. */
export interface LineDraft {
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface InvoiceDraft {
  lines: LineDraft[];
  deposit: string;
  dueDate: string;
  notes: string;
}

export const emptyLine: LineDraft = { description: "", quantity: "1", unitPrice: "" };

export const emptyInvoice: InvoiceDraft = { lines: [emptyLine], deposit: "", dueDate: "", notes: "" };

/** A draft invoice as its form shows it, to be edited. */
export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: dollarsInput(line.unitCents),
    })),
    deposit: invoice.depositCents === null ? "" : dollarsInput(invoice.depositCents),
    dueDate: invoice.dueDate.slice(0, 10),
    notes: invoice.notes ?? "",
  };
}

/** A line's amount in cents, or null while its quantity or price cannot be read. */
export function lineCents(line: Partial<LineDraft> | undefined): number | null {
  const quantity = parseQuantity(line?.quantity ?? "");
  const unit = parseDollars(line?.unitPrice ?? "");
  return quantity === null || !unit.ok ? null : quantity * unit.cents;
}

/** The total of the lines that can be read so far, shown live as the professional types. */
export function draftTotalCents(lines: readonly (Partial<LineDraft> | undefined)[] | undefined): number {
  return (lines ?? []).reduce((total, line) => total + (lineCents(line) ?? 0), 0);
}

/** Cents of an amount the form's rules already passed. */
function centsOf(typed: string): number {
  const parsed = parseDollars(typed);
  return parsed.ok ? parsed.cents : 0;
}

/**
 * The body of the create call from a form its rules passed: amounts in cents, an empty deposit or
 * empty notes left out.
 */
export function invoiceBody(draft: InvoiceDraft): Omit<CreateInvoiceRequest, "quoteId"> {
  const notes = draft.notes.trim();
  return {
    lines: draft.lines.map((line) => ({
      description: line.description.trim(),
      quantity: parseQuantity(line.quantity) ?? 0,
      unitCents: centsOf(line.unitPrice),
    })),
    ...(draft.deposit.trim() === "" ? {} : { depositCents: centsOf(draft.deposit) }),
    dueDate: draft.dueDate,
    ...(notes === "" ? {} : { notes }),
  };
}
