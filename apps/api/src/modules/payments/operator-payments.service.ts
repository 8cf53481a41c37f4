import type { AdminPayments } from "@taxlane/contract";
import type { Database } from "../../db/client";
import type { Principal } from "../../lib/access";
import type { Clock } from "../../lib/clock";
import { auditRecords } from "../audit";
import { operatorPaymentsRepository as operator } from "./operator-payments.repository";
import { paymentViews } from "./payment-view";
import { payoutsRepository } from "./payouts.repository";

/**
 * The operator's view of every payment: Taxlane's fee, the totals, the disputes still open and the
 * latest payments; and setting the fee. A new fee applies to checkouts opened from then on: each
 * payment keeps the fee it was opened with (`invoice_payments.fee_cents`), so nothing already
 * started is re-priced.
 */
export function createOperatorPaymentsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function overview(): Promise<AdminPayments> {
    const [feeBasisPoints, dueCents, paid, latest, disputed] = await Promise.all([
      payoutsRepository.feeBasisPoints(db),
      operator.dueCents(db),
      operator.paidTotals(db),
      operator.latest(db),
      operator.disputed(db),
    ]);
    const [payments, disputedViews] = await Promise.all([
      paymentViews(db, latest),
      paymentViews(db, disputed),
    ]);
    return {
      feeBasisPoints,
      totals: {
        dueCents,
        paidCents: paid.paid,
        refundedCents: paid.refunded,
        feeCents: paid.feeKept,
        netCents: paid.paid - paid.refunded - paid.feeKept,
      },
      payments,
      disputed: disputedViews,
    };
  }

  return {
    overview,

    /** Sets the fee of payments from now on, audited with the fee before and after. */
    async saveFee(caller: Principal, basisPoints: number, from: string | null): Promise<AdminPayments> {
      await db.transaction(async (tx) => {
        await operator.lockFee(tx);
        const before = await payoutsRepository.feeBasisPoints(tx);
        const now = clock.now();
        await payoutsRepository.saveFee(tx, basisPoints, caller.userId, now);
        await auditRecords.record(tx, {
          at: now,
          actor: caller,
          action: "payments.fee-changed",
          subject: "platform-fee",
          from,
          detail: { basisPointsBefore: before, basisPoints },
        });
      });
      return overview();
    },
  };
}

export type OperatorPaymentsService = ReturnType<typeof createOperatorPaymentsService>;
