import { PlanPanel } from "../../features/billing/PlanPanel";
import { ExpertProfilePage } from "../../features/profiles/ExpertProfilePage";

/** /expert/profile: the profile, with the professional's plan (billing) above it. */
export function Component() {
  return <ExpertProfilePage plan={<PlanPanel />} />;
}
