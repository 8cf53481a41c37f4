import { JobDocuments } from "../../features/documents/JobDocuments";
import { OrganizerJobSummary } from "../../features/organizer/OrganizerJobSummary";
import { TaxpayerJobPage } from "../../features/tax-preparation/TaxpayerJobPage";

/** /user/tax_preparation/:id: the job's page, with the organizer's progress and the job's documents. */
export function Component() {
  return (
    <TaxpayerJobPage
      extras={(job) => (
        <>
          <OrganizerJobSummary job={job} />
          <JobDocuments job={job} />
        </>
      )}
    />
  );
}
