import { OrganizerJobSummary } from "../../features/organizer/OrganizerJobSummary";
import { TaxpayerJobPage } from "../../features/tax-preparation/TaxpayerJobPage";

/** /user/tax_preparation/:id: the job's page, with the organizer's progress on it. */
export function Component() {
  return <TaxpayerJobPage extras={(job) => <OrganizerJobSummary job={job} />} />;
}
