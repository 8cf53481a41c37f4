import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { JobsPage } from "../../features/tax-preparation/JobsPage";

export function Component() {
  return (
    <PracticeCapabilityGate capability="clients">
      <JobsPage side="expert" />
    </PracticeCapabilityGate>
  );
}
