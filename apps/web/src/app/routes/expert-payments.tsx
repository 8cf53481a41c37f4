import { PaymentsPage } from "../../features/payments/ledger/PaymentsPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/** /expert/payments: the professional's payouts, payments, totals and payment settings. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="payments">
      <PaymentsPage />
    </PracticeCapabilityGate>
  );
}
