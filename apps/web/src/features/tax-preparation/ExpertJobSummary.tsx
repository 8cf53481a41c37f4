import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { MessageButton } from "../../entities/conversation";
import { personName } from "../../lib/format";
import { EmailAddress } from "./EmailAddress";
import { CancelledJobNote } from "./JobCancellation";
import { JobHeaderCard } from "./JobHeaderCard";
import { JobFacts, JobRequest } from "./JobPageParts";
import { expertNextStep, expertReturnOffer, isCancelled } from "./job-status";
import { TaxReturnDownload } from "./TaxReturnDownload";
import { UploadReturn } from "./UploadReturn";

function ReturnAction({ job, context }: { job: TaxPreparationDetail; context: string }) {
  const offer = expertReturnOffer(job);
  if (offer === "upload") return <UploadReturn quoteId={job.quoteId} context={context} />;
  if (offer === "download" && job.taxReturnFile !== null) {
    return <TaxReturnDownload file={job.taxReturnFile} context={context} />;
  }
  return null;
}

/** A job's summary for its professional: the client, their contacts, the return to upload, the request. */
export function ExpertJobSummary({ job }: { job: TaxPreparationDetail }) {
  const client = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  const cancelled = isCancelled(job);
  return (
    <>
      <JobHeaderCard
        job={job}
        title={
          <>
            {client}, {job.taxPreparationYear} {job.jobType.toLowerCase()} return
          </>
        }
        nextStep={cancelled ? null : expertNextStep(job.jobStatusId)}
        facts={
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
        }
        actions={
          <>
            {!cancelled && <ReturnAction job={job} context={`${client}, ${job.taxPreparationYear}`} />}
            <MessageButton userId={job.taxpayer.id} name={client} />
          </>
        }
        note={<CancelledJobNote job={job} side="expert" otherName={client} />}
      />
      <JobRequest job={job} heading={t("taxPreparation.clientRequest")} sentNote="Sent" />
    </>
  );
}
