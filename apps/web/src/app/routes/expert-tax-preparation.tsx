import { JobsPage } from "../../features/tax-preparation/JobsPage";

export function Component() {
  return <JobsPage side="expert" />;
}
