import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { RealtimeUpdates } from "../../components/RealtimeUpdates";
import { EXPERT_ROLE, useCurrentUser } from "../../entities/account";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { ExpertLayout } from "../layouts/ExpertLayout";
import { TaxpayerLayout } from "../layouts/TaxpayerLayout";

function AreaOfRole() {
  const { data: user } = useCurrentUser();
  if (user === undefined) return <FullScreenLoader />;
  return user.roleId === EXPERT_ROLE ? <ExpertLayout /> : <TaxpayerLayout />;
}

/** /organizer/*: shared by a job's taxpayer and its professional, each in their own area's frame. */
export function Component() {
  return (
    <RequireSignedIn>
      <RealtimeUpdates />
      <AreaOfRole />
    </RequireSignedIn>
  );
}
