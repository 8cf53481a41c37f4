import { appTexts, type TaxPreparationDetail } from "@taxlane/contract";
import { questionnaireFor } from "@taxlane/organizer";
import { Card } from "antd";
import { useId } from "react";
import { Link } from "react-router";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { ButtonLink } from "../../components/ui/Button";
import { dateText } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { RequestAnswers, requestKindOf } from "./RequestAnswers";

const NOT_FOUND_TITLE = "Tax preparation not found";

/** A job that is not there, or not the signed-in person's: one screen, whichever it is. */
export function JobNotFound({ jobsPath }: { jobsPath: string }) {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <StatusScreen
      figure="404"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to={jobsPath} size="lg">
          All tax preparations
        </ButtonLink>
      }
    >
      <p className="tl-status__text">
        {appTexts.notFound} The link may be mistyped, or this job belongs to another account.
      </p>
    </StatusScreen>
  );
}

export function BackLink({ jobsPath }: { jobsPath: string }) {
  return (
    <Link to={jobsPath} className="tl-job__back">
      <span aria-hidden="true">← </span>All tax preparations
    </Link>
  );
}

/** The request the job began from, with every answer of its questionnaire. */
export function JobRequest({
  job,
  heading,
  sentNote,
}: {
  job: TaxPreparationDetail;
  heading: string;
  sentNote: string;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="tl-job__section-title">
          {heading}: {questionnaireFor(requestKindOf(job)).title}
        </h2>
        <p className="tl-job__note">
          {sentNote} {dateText(job.requestDate)}
        </p>
        <RequestAnswers job={job} />
      </section>
    </Card>
  );
}
