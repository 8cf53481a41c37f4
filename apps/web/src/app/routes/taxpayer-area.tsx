import { PersonMenu } from "../../features/auth/components/PersonMenu";
import { RequireSignedIn } from "../../features/auth/components/RequireSignedIn";
import { TAXPAYER_ROLE } from "../../features/auth/roles";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import { RealtimeUpdates } from "../../features/notifications/RealtimeUpdates";
import { TaxpayerLayout } from "../layouts/TaxpayerLayout";

/** /user/*: taxpayers only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={TAXPAYER_ROLE}>
      <RealtimeUpdates />
      <TaxpayerLayout
        header={
          <>
            <NotificationBell />
            <PersonMenu />
          </>
        }
      />
    </RequireSignedIn>
  );
}
