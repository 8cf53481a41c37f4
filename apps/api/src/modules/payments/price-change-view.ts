import type { PriceChange, PriceChangeStatus } from "@taxlane/contract";
import type { PriceChangeRow } from "./price-changes.repository";

/** A price change as both sides' pages read it. */
export function priceChangeView(row: PriceChangeRow): PriceChange {
  return {
    id: row.id,
    quoteId: row.quoteId,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status as PriceChangeStatus,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineNote: row.declineNote,
  };
}
