import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/use-page-title";
import { kindFromQuery } from "./GetStartedPage";
import { QuestionnaireWizard } from "./QuestionnaireWizard";

/**
 * /user/add-quote: a signed-in taxpayer's new request for quotes, through the same questionnaire.
 * `?invitationkey=` (an expert's invitation link) goes with the answers, so the request reaches
 * that expert alone.
 */
export function AddQuotePage() {
  usePageTitle(onboarding.requestQuotesPageTitle);
  const [params] = useSearchParams();
  return (
    <QuestionnaireWizard
      area="taxpayer"
      initialKind={kindFromQuery(params.get("type"))}
      invitationKey={params.get("invitationkey")}
    />
  );
}
