import { RoleId } from "@taxlane/contract";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { TestCheckoutPage } from "../../features/payments/test-provider/TestCheckoutPage";

/** /pay/test-checkout: the local test provider's checkout of an invoice, for the taxpayer paying it. */
export function Component() {
  return (
    <RequireSignedIn role={RoleId.taxpayer}>
      <TestCheckoutPage />
    </RequireSignedIn>
  );
}
