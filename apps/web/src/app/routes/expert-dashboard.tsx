import { DashboardPage } from "../../features/dashboards/DashboardPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/** /expert/dashboard: an owner's (or solo professional's) figures of their jobs and money. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="members">
      <DashboardPage />
    </PracticeCapabilityGate>
  );
}
