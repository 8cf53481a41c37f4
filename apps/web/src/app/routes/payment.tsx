import { RoleId } from "@taxlane/contract";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { PaymentPage } from "../../features/billing/payment/PaymentPage";

/** /payment: the payment card screen, for professionals (the auth feature guards, billing takes the card). */
export function Component() {
  return (
    <RequireSignedIn role={RoleId.expert}>
      <PaymentPage />
    </RequireSignedIn>
  );
}
