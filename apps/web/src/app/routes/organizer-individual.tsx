import { t } from "@taxlane/contract/i18n";
import { lazy, Suspense } from "react";
import { LoadingCard } from "../../components/QueryStates";
import { EXPERT_ROLE, useCurrentUser } from "../../entities/account";
import { OrganizerWizardPage } from "../../features/organizer/OrganizerWizardPage";

// The professional's read of the answers is loaded for them only: the taxpayer, often on a phone,
// opens the wizard without its code.
const OrganizerReviewPage = lazy(() =>
  import("../../features/organizer/OrganizerReviewPage").then((module) => ({
    default: module.OrganizerReviewPage,
  })),
);

/** /organizer/individual/:id: the taxpayer fills the organizer in; the professional reads the answers. */
export function Component() {
  const { data: user } = useCurrentUser();
  return user?.roleId === EXPERT_ROLE ? (
    <Suspense fallback={<LoadingCard label={t("organizer.loading")} />}>
      <OrganizerReviewPage />
    </Suspense>
  ) : (
    <OrganizerWizardPage />
  );
}
