import { TaxpayerAppointments } from "../../features/appointments/TaxpayerAppointments";
import { JobDocuments } from "../../features/documents/JobDocuments";
import { OrganizerJobSummary } from "../../features/organizer/OrganizerJobSummary";
import { TaxpayerJobPage } from "../../features/tax-preparation/TaxpayerJobPage";
import { personName } from "../../lib/format";

/** /user/tax_preparation/:id: the job's page, with its appointments, the organizer's progress and the job's documents. */
export function Component() {
  return (
    <TaxpayerJobPage
      extras={(job) => (
        <>
          <TaxpayerAppointments
            quoteId={job.quoteId}
            booking={{
              quoteId: job.quoteId,
              accountantId: job.accountant.id,
              accountantName: personName(job.accountant.firstName, job.accountant.lastName),
            }}
          />
          <OrganizerJobSummary job={job} />
          <JobDocuments job={job} />
        </>
      )}
    />
  );
}
