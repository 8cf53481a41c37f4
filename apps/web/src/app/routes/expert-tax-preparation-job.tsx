import type { PracticeCapability } from "@taxlane/contract";
import type { ReactNode } from "react";
import { usePracticeSeat } from "../../entities/practice";
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
  const { may } = usePracticeSeat();
  // A tab only where the member's role includes what it does: an assistant sees documents, not the organizer.
  const when = (capability: PracticeCapability, tab: ReactNode) => (may(capability) ? tab : undefined);
  return (
    <PracticeCapabilityGate capability="clients">
      <JobDetailPage
        side="expert"
        tabs={(job) => ({
          organizer: when("jobs", <ExpertJobOrganizer job={job} />),
          documents: when("documents", <ExpertJobDocuments quoteId={job.quoteId} />),
          signatures: when("signatures", <ExpertJobSignatures job={job} />),
          billing: when("payments", <ExpertJobBilling job={job} />),
          letters: when("jobs", <ExpertTaxNotices quoteId={job.quoteId} />),
          filing: when("jobs", <FilingTab job={job} side="expert" />),
          reminders: when("messages", <JobReminders quoteId={job.quoteId} />),
        })}
      />
    </PracticeCapabilityGate>
  );
}
