import { DisclosureConsentCard } from "../../features/consent/DisclosureConsentCard";
import { JobDocuments } from "../../features/documents/JobDocuments";
import { OrganizerJobSummary } from "../../features/organizer/OrganizerJobSummary";
import { TaxpayerJobPage } from "../../features/tax-preparation/TaxpayerJobPage";

/**
 * /user/tax_preparation/:id: the job's page; its organizer (with the §7216 consent above its progress)
 * and documents in their tabs.
 */
export function Component() {
  return (
    <TaxpayerJobPage
      tabs={(job) => ({
        organizer: (
          <>
            <DisclosureConsentCard quoteId={job.quoteId} />
            <OrganizerJobSummary job={job} />
          </>
        ),
        documents: <JobDocuments job={job} />,
      })}
    />
  );
}
