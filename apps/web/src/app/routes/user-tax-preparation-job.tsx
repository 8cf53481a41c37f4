import { lazy } from "react";
import { TaxpayerAppointments } from "../../features/appointments/TaxpayerAppointments";
import { JobDetailPage } from "../../features/tax-preparation/JobDetailPage";
import { jobContact } from "../../features/tax-preparation/job-contact";
import { TaxpayerJobSummary } from "../../features/tax-preparation/TaxpayerJobSummary";

// Every tab but the summary is loaded when first opened: the page opens on its summary, and these
// tabs' tables, pickers and upload fields were most of its code.
const DisclosureConsentCard = lazy(() =>
  import("../../features/consent/DisclosureConsentCard").then((module) => ({
    default: module.DisclosureConsentCard,
  })),
);
const OrganizerJobSummary = lazy(() =>
  import("../../features/organizer/OrganizerJobSummary").then((module) => ({
    default: module.OrganizerJobSummary,
  })),
);
const SupportCaseCard = lazy(() =>
  import("../../features/consent/SupportCaseCard").then((module) => ({ default: module.SupportCaseCard })),
);
const JobDocuments = lazy(() =>
  import("../../features/documents/JobDocuments").then((module) => ({ default: module.JobDocuments })),
);
const TaxpayerJobSignatures = lazy(() =>
  import("../../features/signatures/TaxpayerJobSignatures").then((module) => ({
    default: module.TaxpayerJobSignatures,
  })),
);
const TaxpayerJobBilling = lazy(() =>
  import("../../features/payments/TaxpayerJobBilling").then((module) => ({
    default: module.TaxpayerJobBilling,
  })),
);
const TaxpayerTaxNotices = lazy(() =>
  import("../../features/tax-notices/JobTaxNotices").then((module) => ({
    default: module.TaxpayerTaxNotices,
  })),
);
const FilingTab = lazy(() =>
  import("../../features/filing/FilingTab").then((module) => ({ default: module.FilingTab })),
);

/**
 * /user/tax_preparation/:id: the job's page; its appointments under the summary (booked with the
 * member working a practice's job), its organizer (with
 * the §7216 consent to other uses above its progress and a support case below) and documents in their tabs.
 */
export function Component() {
  return (
    <JobDetailPage
      side="taxpayer"
      Summary={TaxpayerJobSummary}
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
