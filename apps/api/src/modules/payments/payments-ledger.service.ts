import type { ProfessionalPayments, TaxpayerPayments } from "@taxlane/contract";
import type { Principal } from "../../lib/access";
import type { FileAnswer } from "../../lib/file-reply";
import { paymentFigures, paymentTotals } from "./payment-figures";
import { paymentViews } from "./payment-view";
import type { PaymentsDeps } from "./payments.deps";
import { paymentsCsv } from "./payments-csv";
import { paymentsLedgerRepository as ledger } from "./payments-ledger.repository";

/** Each side's list of payments: the professional's payments page (and its CSV), the taxpayer's history. */
export function createPaymentsLedgerService({ db }: Pick<PaymentsDeps, "db">) {
  /** The caller's own payments (of a year when given), with their views, newest first. */
  async function professionalsRows(caller: Principal, year?: number) {
    const rows = await ledger.listForProfessional(db, caller.userId, year);
    return { rows, views: await paymentViews(db, rows) };
  }

  return {
    /** The professional's payments page: totals and every payment, newest first. */
    async professionalPayments(caller: Principal, year?: number): Promise<ProfessionalPayments> {
      const [{ rows, views }, dueCents] = await Promise.all([
        professionalsRows(caller, year),
        ledger.dueCents(db, caller.userId, year),
      ]);
      return { totals: paymentTotals(rows, dueCents), payments: views };
    },

    /** The same payments as a CSV file, named for the year (or "all"). */
    async professionalCsv(caller: Principal, year?: number): Promise<FileAnswer> {
      const { rows, views } = await professionalsRows(caller, year);
      const lines = views.map((payment, index) => {
        const row = rows[index];
        if (row === undefined) throw new Error(`payment ${payment.id} has no row`);
        return { payment, figures: paymentFigures(row) };
      });
      return {
        fileName: `taxlane-payments-${year ?? "all"}.csv`,
        bytes: Buffer.from(paymentsCsv(lines), "utf8"),
      };
    },

    /** The taxpayer's billing history, newest first. */
    async taxpayerPayments(caller: Principal): Promise<TaxpayerPayments> {
      const rows = await ledger.listForTaxpayer(db, caller.userId);
      return { payments: await paymentViews(db, rows) };
    },
  };
}

export type PaymentsLedgerService = ReturnType<typeof createPaymentsLedgerService>;
