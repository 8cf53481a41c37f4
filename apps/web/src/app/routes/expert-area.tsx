import { RealtimeUpdates } from "../../components/RealtimeUpdates";
import { EXPERT_ROLE } from "../../entities/account";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
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
