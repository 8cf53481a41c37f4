import { TaxpayerAppointments } from "../../features/appointments/TaxpayerAppointments";
import { DisclosureConsentCard } from "../../features/consent/DisclosureConsentCard";
import { SupportCaseCard } from "../../features/consent/SupportCaseCard";
import { JobDocuments } from "../../features/documents/JobDocuments";
import { FilingTab } from "../../features/filing/FilingTab";
import { OrganizerJobSummary } from "../../features/organizer/OrganizerJobSummary";
import { TaxpayerJobBilling } from "../../features/payments/TaxpayerJobBilling";
import { TaxpayerJobSignatures } from "../../features/signatures/TaxpayerJobSignatures";
import { TaxpayerTaxNotices } from "../../features/tax-notices/JobTaxNotices";
import { JobDetailPage } from "../../features/tax-preparation/JobDetailPage";
import { jobContact } from "../../features/tax-preparation/job-contact";

/**
 * /user/tax_preparation/:id: the job's page; its appointments under the summary (booked with the
 * member working a practice's job), its organizer (with
 * the §7216 consent to other uses above its progress and a support case below) and documents in their tabs.
 */
export function Component() {
  return (
    <JobDetailPage
      side="taxpayer"
      tabs={(job) => ({
        summary: (
          <TaxpayerAppointments
            quoteId={job.quoteId}
            booking={{
              quoteId: job.quoteId,
              accountantId: jobContact(job).id,
              accountantName: jobContact(job).name,
            }}
          />
        ),
        organizer: (
          <>
            <DisclosureConsentCard quoteId={job.quoteId} />
            <OrganizerJobSummary job={job} />
            <SupportCaseCard quoteId={job.quoteId} />
          </>
        ),
        documents: <JobDocuments job={job} />,
        signatures: <TaxpayerJobSignatures job={job} />,
        billing: <TaxpayerJobBilling job={job} />,
        letters: <TaxpayerTaxNotices quoteId={job.quoteId} />,
        filing: <FilingTab job={job} side="taxpayer" />,
      })}
    />
  );
}
