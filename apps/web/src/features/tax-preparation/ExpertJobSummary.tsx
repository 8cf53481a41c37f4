import type { TaxPreparationDetail } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { isLanguage, type Language } from "@taxlane/contract/i18n/language";
import { ClientLanguageTag, speaksOtherLanguage } from "../../components/ClientLanguageTag";
import { MessageButton } from "../../entities/conversation";
import { usePracticeSeat } from "../../entities/practice";
import { personName } from "../../lib/format";
import { DraftReturnCard } from "./DraftReturnCard";
import { EmailAddress } from "./EmailAddress";
import { AssignJobControl } from "./JobAssignment";
import { CancelledJobNote } from "./JobCancellation";
import { JobHeaderCard } from "./JobHeaderCard";
import { JobFacts, JobRequest } from "./JobPageParts";
import { JobPracticeFacts } from "./JobPracticeFacts";
import { JobStageControl } from "./JobStageControl";
import { JobTimeline } from "./JobTimeline";
import { expertNextStep, isCancelled, isFiled, jobTypeInSentence } from "./job-status";
import { offersReturnPack, ReturnPackDownload } from "./ReturnPackDownload";
import { TaxReturnDownload } from "./TaxReturnDownload";

/** The language the request asked to be served in, read from its stored answers. */
const languageAnswer = (answer: unknown): Language | undefined =>
  typeof answer === "string" && isLanguage(answer) ? answer : undefined;

/**
 * A job's summary for its professional: the client, their contacts, the control that moves the job
 * along, the draft return shared for the client's review, once filed the return pack, the request.
 */
export function ExpertJobSummary({ job }: { job: TaxPreparationDetail }) {
  const client = personName(job.taxpayer.firstName, job.taxpayer.lastName);
  const cancelled = isCancelled(job);
  // A member whose role does not work returns (an assistant) reads the job without moving it.
  const works = usePracticeSeat().may("jobs");
  const preferredLanguage = languageAnswer(job.answers.preferredLanguage);
  return (
    <>
      <JobHeaderCard
        job={job}
        title={t("taxPreparation.expertJobTitle", {
          client,
          year: job.taxPreparationYear,
          type: jobTypeInSentence(job.jobType),
        })}
        nextStep={cancelled ? null : expertNextStep(job.jobStatusId)}
        facts={
          <JobFacts job={job}>
            <div>
              <dt>{t("taxPreparation.emailFact")}</dt>
              <dd>
                <EmailAddress email={job.taxpayer.email} />
              </dd>
            </div>
            {job.taxpayer.phoneNumber !== null && (
              <div>
                <dt>{t("taxPreparation.phoneFact")}</dt>
                <dd>{job.taxpayer.phoneNumber}</dd>
              </div>
            )}
            {speaksOtherLanguage(preferredLanguage, job.taxpayer.language) && (
              <div>
                <dt>{t("marketplace.clientLanguage")}</dt>
                <dd>
                  <ClientLanguageTag preferred={preferredLanguage} account={job.taxpayer.language} />
                </dd>
              </div>
            )}
            <JobPracticeFacts job={job} side="expert" />
          </JobFacts>
        }
        actions={
          <>
            {works && <JobStageControl key={job.jobStatusId} job={job} />}
            {/* A return filed before drafts were shared has no draft to download it from. */}
            {isFiled(job.jobStatusId) && job.draftReturn == null && job.taxReturnFile !== null && (
              <TaxReturnDownload file={job.taxReturnFile} context={`${client}, ${job.taxPreparationYear}`} />
            )}
            {offersReturnPack(job) && <ReturnPackDownload job={job} side="expert" />}
            <MessageButton userId={job.taxpayer.id} name={client} />
            <AssignJobControl job={job} />
          </>
        }
        note={<CancelledJobNote job={job} side="expert" otherName={client} />}
      />
      <JobTimeline quoteId={job.quoteId} />
      <DraftReturnCard
        job={job}
        side="expert"
        professional={personName(job.accountant.firstName, job.accountant.lastName)}
      />
      <JobRequest
        job={job}
        heading={t("taxPreparation.clientRequest")}
        sentNote={t("taxPreparation.requestSent")}
      />
    </>
  );
}
