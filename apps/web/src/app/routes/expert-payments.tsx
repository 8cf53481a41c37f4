import { PaymentsPage } from "../../features/payments/ledger/PaymentsPage";

/** /expert/payments: the professional's payouts, payments, totals and payment settings. */
export function Component() {
  return <PaymentsPage />;
}
