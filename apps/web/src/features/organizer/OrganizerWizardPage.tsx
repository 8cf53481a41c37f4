import { useQuery } from "@tanstack/react-query";
import { individualOrganizer } from "@taxlane/organizer";
import { useParams } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../lib/profiles-api";
import { usePageTitle } from "../../lib/use-page-title";
import { isMissingJob, organizerJobQuery, prefillQuery, taxpayerAnswersQuery } from "./api";
import {
  OrganizerFrame,
  OrganizerLoadError,
  OrganizerLoading,
  OrganizerNotFound,
} from "./OrganizerPageStates";
import { OrganizerWizard } from "./OrganizerWizard";
import { answersFromStored, prefillValues, withPrefill } from "./organizer-save";
import "./organizer.css";

const TITLE = "Tax organizer";
const JOBS_PATH = "/user/tax_preparation";

function TaxpayerOrganizer({ quoteId }: { quoteId: number }) {
  const job = useQuery(organizerJobQuery(quoteId));
  const stored = useQuery(taxpayerAnswersQuery(quoteId));
  // Without the prefill (it failed), the organizer still opens, with nothing filled in.
  const prefill = useQuery(prefillQuery(quoteId));
  usePageTitle(TITLE);
  const failed = job.isError ? job.error : stored.isError ? stored.error : null;
  if (failed !== null && isMissingJob(failed)) {
    return <OrganizerNotFound homePath={JOBS_PATH} homeLabel="All tax preparations" />;
  }
  if (failed !== null) {
    return (
      <OrganizerLoadError
        title={TITLE}
        error={failed}
        onRetry={() => void Promise.all([job.refetch(), stored.refetch()])}
        retrying={job.isRefetching || stored.isRefetching}
      />
    );
  }
  if (job.data === undefined || stored.data === undefined || prefill.isPending) {
    return <OrganizerLoading title={TITLE} />;
  }
  const jobPath = `${JOBS_PATH}/${quoteId}`;
  if (!job.data.isIndividual) {
    return (
      <OrganizerFrame title={TITLE}>
        <p>This tax preparation is for a business. The business organizer is not available yet.</p>
        <ButtonLink to={jobPath}>Back to the tax preparation</ButtonLink>
      </OrganizerFrame>
    );
  }
  const { answers, filled } = withPrefill(
    answersFromStored(individualOrganizer, stored.data),
    prefill.data === undefined ? {} : prefillValues(individualOrganizer, prefill.data),
  );
  return (
    <div className="tl-org-page">
      <OrganizerWizard
        quoteId={quoteId}
        title={`${job.data.taxPreparationYear} ${TITLE.toLowerCase()}`}
        initialAnswers={answers}
        prefilled={filled}
        context={{ isMarried: job.data.answers.isMarried === true }}
        jobPath={jobPath}
      />
    </div>
  );
}

/** /organizer/individual/:id (the quote's id), for the job's taxpayer: the guided organizer. */
export function OrganizerWizardPage() {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null) return <OrganizerNotFound homePath={JOBS_PATH} homeLabel="All tax preparations" />;
  return <TaxpayerOrganizer key={quoteId} quoteId={quoteId} />;
}
