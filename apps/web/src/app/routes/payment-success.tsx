import { RoleId } from "@taxlane/contract";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { PaymentSuccessPage } from "../../features/billing/payment/PaymentResultPages";

/** /payment-success: where the trial stands once the card is saved. */
export function Component() {
  return (
    <RequireSignedIn role={RoleId.expert}>
      <PaymentSuccessPage />
    </RequireSignedIn>
  );
}
