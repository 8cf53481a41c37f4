import { JobStatusId, type TaxPreparationDetail } from "@taxlane/contract";
import { Card } from "antd";
import { useId } from "react";
import { MessageButton } from "../../components/MessageButton";
import { personName } from "../../lib/format";
import { EmailAddress } from "./EmailAddress";
import { JobFacts, JobPage, JobRequest } from "./JobPageParts";
import { JobStatusSteps } from "./JobStatusSteps";
import { JobStatusTag } from "./JobStatusTag";
import { type JobPageTabs, JobTabs } from "./JobTabs";
import { expertNextStep, expertReturnOffer } from "./job-status";
import { TaxReturnDownload } from "./TaxReturnDownload";
import { UploadReturn } from "./UploadReturn";
import "./tax-preparation.css";
import { t } from "@taxlane/contract/i18n";

const JOBS_PATH = "/expert/tax_preparation";

function ReturnAction({ job, context }: { job: TaxPreparationDetail; context: string }) {
  const offer = expertReturnOffer(job);
  if (offer === "upload") return <UploadReturn quoteId={job.quoteId} context={context} />;
  if (offer === "download" && job.taxReturnFile !== null) {
    return <TaxReturnDownload file={job.taxReturnFile} context={context} />;
  }
  return null;
}

function ExpertJobHeader({ job }: { job: TaxPreparationDetail }) {
  const client = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  const statusHeadingId = useId();
  const next = expertNextStep(job.jobStatusId);
  return (
    <Card>
      <div className="tl-job__head">
        <div className="tl-job__who">
          <h2>
            {client}, {job.taxPreparationYear} {job.jobType.toLowerCase()} return
          </h2>
          <JobStatusTag statusId={job.jobStatusId} />
        </div>
        <section aria-labelledby={statusHeadingId}>
          <h3 id={statusHeadingId} className="tl-visually-hidden">
            Status
          </h3>
          <JobStatusSteps statusId={job.jobStatusId} />
        </section>
        {next !== null && (
          <p
            className={
              job.jobStatusId === JobStatusId.inForReview
                ? "tl-jobs__next-step tl-jobs__next-step--yours"
                : "tl-jobs__next-step"
            }
          >
            {next}
          </p>
        )}
        <JobFacts job={job}>
          <div>
            <dt>E-mail</dt>
            <dd>
              <EmailAddress email={job.taxpayer.email} />
            </dd>
          </div>
          {job.taxpayer.phoneNumber !== null && (
            <div>
              <dt>Phone</dt>
              <dd>{job.taxpayer.phoneNumber}</dd>
            </div>
          )}
        </JobFacts>
        <div className="tl-job__actions">
          <ReturnAction job={job} context={`${client}, ${job.taxPreparationYear}`} />
          <MessageButton userId={job.taxpayer.id} name={client} />
        </div>
      </div>
    </Card>
  );
}

/** /expert/tax_preparation/:id (the quote's id): one job for its professional, with its summary, organizer and documents tabs. */
export function ExpertJobPage({ tabs }: { tabs: JobPageTabs }) {
  return (
    <JobPage
      jobsPath={JOBS_PATH}
      withWhom={(job) => personName(job.taxpayer.firstName, job.taxpayer.lastName)}
      render={(job) => (
        <JobTabs
          summary={
            <>
              <ExpertJobHeader job={job} />
              <JobRequest job={job} heading={t("taxPreparation.clientRequest")} sentNote="Sent" />
            </>
          }
          parts={tabs(job)}
        />
      )}
    />
  );
}
