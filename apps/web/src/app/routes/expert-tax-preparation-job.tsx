import type { PracticeCapability } from "@taxlane/contract";
import { lazy, type ReactNode } from "react";
import { usePracticeSeat } from "../../entities/practice";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { ExpertJobSummary } from "../../features/tax-preparation/ExpertJobSummary";
import { JobDetailPage } from "../../features/tax-preparation/JobDetailPage";

// Every tab but the summary is loaded when first opened, as on the taxpayer's job page.
const ExpertJobOrganizer = lazy(() =>
  import("../../features/organizer/ExpertJobOrganizer").then((module) => ({
    default: module.ExpertJobOrganizer,
  })),
);
const ExpertJobDocuments = lazy(() =>
  import("../../features/documents/ExpertDocumentsPage").then((module) => ({
    default: module.ExpertJobDocuments,
  })),
);
const ExpertJobSignatures = lazy(() =>
  import("../../features/signatures/ExpertJobSignatures").then((module) => ({
    default: module.ExpertJobSignatures,
  })),
);
const ExpertJobBilling = lazy(() =>
  import("../../features/payments/ExpertJobBilling").then((module) => ({ default: module.ExpertJobBilling })),
);
const ExpertTaxNotices = lazy(() =>
  import("../../features/tax-notices/JobTaxNotices").then((module) => ({ default: module.ExpertTaxNotices })),
);
const FilingTab = lazy(() =>
  import("../../features/filing/FilingTab").then((module) => ({ default: module.FilingTab })),
);
const JobReminders = lazy(() =>
  import("../../features/reminders/JobReminders").then((module) => ({ default: module.JobReminders })),
);

/** /expert/tax_preparation/:id: the job for its professional; the organizer's review, the documents and the reminders in their tabs. */
export function Component() {
  const { may } = usePracticeSeat();
  // A tab only where the member's role includes what it does: an assistant sees documents, not the organizer.
  const when = (capability: PracticeCapability, tab: ReactNode) => (may(capability) ? tab : undefined);
  return (
    <PracticeCapabilityGate capability="clients">
      <JobDetailPage
        side="expert"
        Summary={ExpertJobSummary}
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
