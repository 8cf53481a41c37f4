import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { NewSignatureRequestPage } from "../../features/signatures/requests/NewSignatureRequestPage";
import { JobPage } from "../../features/tax-preparation/JobPageParts";
import { jobsPathOf } from "../../features/tax-preparation/job-side";
import { personName } from "../../lib/format";

/** /expert/tax_preparation/:id/signatures/new: a new signature request on one of the professional's jobs. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="signatures">
      <JobPage
        jobsPath={jobsPathOf.expert}
        withWhom={(job) => personName(job.taxpayer.firstName, job.taxpayer.lastName)}
        render={(job) => <NewSignatureRequestPage job={job} />}
      />
    </PracticeCapabilityGate>
  );
}
