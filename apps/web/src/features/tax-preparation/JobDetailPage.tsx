import type { TaxPreparationDetail } from "@taxlane/contract";
import type { ComponentType } from "react";
import { personName } from "../../lib/format";
import { JobPage } from "./JobPageParts";
import { type JobPageTabs, JobTabs } from "./JobTabs";
import { type JobSide, jobsPathOf } from "./job-side";
import { ReviewPromptProvider } from "./ReviewPrompt";
import "./tax-preparation.css";

/** The other side of the job, as the page names them: the client, or the professional. */
function otherSideOf(side: JobSide, job: TaxPreparationDetail): string {
  const other = side === "expert" ? job.taxpayer : job.accountant;
  return personName(other.firstName, other.lastName);
}

/**
 * `<jobs path>/:id` (the quote's id): one job with its summary, organizer and documents tabs, for its
 * professional (`/expert/tax_preparation/:id`) or its taxpayer (`/user/tax_preparation/:id`). The
 * route gives its side's summary, so neither side's page carries the other's code.
 */
export function JobDetailPage({
  side,
  Summary,
  tabs,
}: {
  side: JobSide;
  Summary: ComponentType<{ job: TaxPreparationDetail }>;
  tabs: JobPageTabs;
}) {
  return (
    <JobPage
      jobsPath={jobsPathOf[side]}
      withWhom={(job) => otherSideOf(side, job)}
      render={(job) => {
        const jobTabs = <JobTabs summary={<Summary job={job} />} parts={tabs(job)} />;
        // The taxpayer's review prompt follows a download of the return.
        return side === "taxpayer" ? <ReviewPromptProvider>{jobTabs}</ReviewPromptProvider> : jobTabs;
      }}
    />
  );
}
