import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import type { QuestionnaireKind } from "@taxlane/organizer";
import { useSearchParams } from "react-router";
import { usePageTitle } from "../../lib/use-page-title";
import { QuestionnaireWizard } from "./QuestionnaireWizard";

/** `?type=individual|business` from the home page's choice; anything else shows the choice. */
export function kindFromQuery(value: string | null): QuestionnaireKind | null {
  return value === "individual" || value === "business" ? value : null;
}

/**
 * /get-started: the taxpayer questionnaire for anyone; visitors create their account at the end.
 * `?invitationkey=` (an expert's invitation link opened signed out) goes with the answers.
 */
export function GetStartedPage() {
  usePageTitle(onboarding.getStartedPageTitle);
  const [params] = useSearchParams();
  return (
    <QuestionnaireWizard
      area="public"
      initialKind={kindFromQuery(params.get("type"))}
      invitationKey={params.get("invitationkey")}
    />
  );
}
