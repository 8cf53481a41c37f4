import { ExpertJobDocuments } from "../../features/documents/ExpertDocumentsPage";
import { FilingTab } from "../../features/filing/FilingTab";
import { ExpertJobOrganizer } from "../../features/organizer/ExpertJobOrganizer";
import { ExpertJobBilling } from "../../features/payments/ExpertJobBilling";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { JobReminders } from "../../features/reminders/JobReminders";
import { ExpertJobSignatures } from "../../features/signatures/ExpertJobSignatures";
import { ExpertTaxNotices } from "../../features/tax-notices/JobTaxNotices";
import { JobDetailPage } from "../../features/tax-preparation/JobDetailPage";

/** /expert/tax_preparation/:id: the job for its professional; the organizer's review, the documents and the reminders in their tabs. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="jobs">
      <JobDetailPage
        side="expert"
        tabs={(job) => ({
          organizer: <ExpertJobOrganizer job={job} />,
          documents: <ExpertJobDocuments quoteId={job.quoteId} />,
          signatures: <ExpertJobSignatures job={job} />,
          billing: <ExpertJobBilling job={job} />,
          letters: <ExpertTaxNotices quoteId={job.quoteId} />,
          filing: <FilingTab job={job} side="expert" />,
          reminders: <JobReminders quoteId={job.quoteId} />,
        })}
      />
    </PracticeCapabilityGate>
  );
}
