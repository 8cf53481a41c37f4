import { RealtimeUpdates } from "../../components/RealtimeUpdates";
import { RequireSignedIn } from "../../features/auth/components/RequireSignedIn";
import { EXPERT_ROLE } from "../../lib/roles";
import { ExpertLayout } from "../layouts/ExpertLayout";

/** /expert/*: experts only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={EXPERT_ROLE}>
      <RealtimeUpdates />
      <ExpertLayout />
    </RequireSignedIn>
  );
}
