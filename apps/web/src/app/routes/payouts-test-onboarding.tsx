import { RoleId } from "@taxlane/contract";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { TestOnboardingPage } from "../../features/payments/test-provider/TestOnboardingPage";

/** /payouts/test-onboarding: the local test provider's onboarding of a professional's payout account. */
export function Component() {
  return (
    <RequireSignedIn role={RoleId.expert}>
      <TestOnboardingPage />
    </RequireSignedIn>
  );
}
