import { useQuery } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router";
// A job's id in the address is checked like a professional's: a positive whole number.
import { parseExpertId as parseQuoteId } from "../../entities/profile";
import { usePageTitle } from "../../lib/use-page-title";
import { isMissingJob, organizerJobQuery, prefillQuery, taxpayerAnswersQuery } from "./api";
import { OrganizerLoadError, OrganizerLoading, OrganizerNotFound } from "./OrganizerPageStates";
import { OrganizerWizard } from "./OrganizerWizard";
import { type OrganizerKind, organizerDefinitionOf, organizerKindOf, organizerPath } from "./organizer-kind";
import { answersFromStored, prefillValues, withPrefill } from "./organizer-save";
import "./organizer.css";
import { t } from "@taxlane/contract/i18n";

const JOBS_PATH = "/user/tax_preparation";

function TaxpayerOrganizer({ quoteId, kind }: { quoteId: number; kind: OrganizerKind }) {
  const job = useQuery(organizerJobQuery(quoteId));
  const stored = useQuery(taxpayerAnswersQuery(quoteId));
  // Without the prefill (it failed), the organizer still opens, with nothing filled in.
  const prefill = useQuery(prefillQuery(quoteId));
  usePageTitle(t("organizerFields.pageTitle"));
  const failed = job.isError ? job.error : stored.isError ? stored.error : null;
  if (failed !== null && isMissingJob(failed)) {
    return <OrganizerNotFound homePath={JOBS_PATH} homeLabel={t("organizer.allPreparations")} />;
  }
  if (failed !== null) {
    return (
      <OrganizerLoadError
        title={t("organizerFields.pageTitle")}
        error={failed}
        onRetry={() => void Promise.all([job.refetch(), stored.refetch()])}
        retrying={job.isRefetching || stored.isRefetching}
      />
    );
  }
  if (job.data === undefined || stored.data === undefined || prefill.isPending) {
    return <OrganizerLoading title={t("organizerFields.pageTitle")} />;
  }
  // Leaving the organizer goes back to its tab on the job page.
  const jobPath = `${JOBS_PATH}/${quoteId}?tab=organizer`;
  // A job's organizer follows its request: an address of the other kind leads to the right one.
  const jobKind = organizerKindOf(job.data.isIndividual);
  if (jobKind !== kind) return <Navigate to={organizerPath(quoteId, jobKind)} replace />;
  const definition = organizerDefinitionOf(kind);
  // The prefill holds a person's answers (who they are, their address, dependents): not a business's.
  const { answers, filled } = withPrefill(
    answersFromStored(definition, stored.data),
    prefill.data === undefined || kind === "business" ? {} : prefillValues(definition, prefill.data),
  );
  return (
    <div className="tl-org-page">
      <OrganizerWizard
        quoteId={quoteId}
        title={t(
          kind === "business" ? "organizerFields.pageTitleBusiness" : "organizerFields.pageTitleIndividual",
          {
            year: String(job.data.taxPreparationYear),
          },
        )}
        initialAnswers={answers}
        prefilled={filled}
        context={{ isMarried: job.data.answers.isMarried === true }}
        jobPath={jobPath}
        definition={definition}
      />
    </div>
  );
}

/** /organizer/individual/:id or /organizer/business/:id (the quote's id), for the job's taxpayer. */
export function OrganizerWizardPage({ kind = "individual" }: { kind?: OrganizerKind }) {
  const { id } = useParams();
  const quoteId = parseQuoteId(id);
  if (quoteId === null)
    return <OrganizerNotFound homePath={JOBS_PATH} homeLabel={t("organizer.allPreparations")} />;
  return <TaxpayerOrganizer key={quoteId} quoteId={quoteId} kind={kind} />;
}
