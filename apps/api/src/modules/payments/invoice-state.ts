import type { InvoiceStatus } from "@taxlane/contract";

/** What the professional can do to an invoice. */
export type InvoiceMove = "update" | "send" | "delete" | "void";

/** Why a move is refused; each has its words in the `invoices` catalog. */
export type MoveRefusal =
  | "notDraft"
  | "alreadySent"
  | "sentNotDeleted"
  | "draftNotVoided"
  | "refundFirst"
  | "isFinal";

export type MoveOutcome = { ok: true; to: InvoiceStatus | "deleted" } | { ok: false; refusal: MoveRefusal };

const refuse = (refusal: MoveRefusal): MoveOutcome => ({ ok: false, refusal });

/**
 * Which moves each status allows. A draft is the professional's alone: changed, sent or deleted.
 * Once sent the taxpayer has it, so it is never deleted, only voided, and only while nothing was paid
 * on it (money received is refunded first). Paid and void are final. Sending a sent invoice again is
 * refused rather than ignored, so a second click never reads as a second invoice sent.
 */
export function invoiceMove(status: InvoiceStatus, move: InvoiceMove, paidCents: number): MoveOutcome {
  if (status === "void") return refuse("isFinal");
  if (status === "draft") {
    if (move === "update") return { ok: true, to: "draft" };
    if (move === "send") return { ok: true, to: "sent" };
    if (move === "delete") return { ok: true, to: "deleted" };
    return refuse("draftNotVoided");
  }
  if (status === "paid" && move !== "void") return refuse("isFinal");
  switch (move) {
    case "update":
      return refuse("notDraft");
    case "send":
      return refuse("alreadySent");
    case "delete":
      return refuse("sentNotDeleted");
    case "void":
      return paidCents === 0 ? { ok: true, to: "void" } : refuse("refundFirst");
  }
}
