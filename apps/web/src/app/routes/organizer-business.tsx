import { t } from "@taxlane/contract/i18n";
import { lazy, Suspense } from "react";
import { LoadingCard } from "../../components/QueryStates";
import { EXPERT_ROLE, useCurrentUser } from "../../entities/account";
import { OrganizerWizardPage } from "../../features/organizer/OrganizerWizardPage";

// As on /organizer/individual: the professional's read of the answers is loaded for them only.
const OrganizerReviewPage = lazy(() =>
  import("../../features/organizer/OrganizerReviewPage").then((module) => ({
    default: module.OrganizerReviewPage,
  })),
);

/** /organizer/business/:id: the business's taxpayer fills the organizer in; the professional reads the answers. */
export function Component() {
  const { data: user } = useCurrentUser();
  return user?.roleId === EXPERT_ROLE ? (
    <Suspense fallback={<LoadingCard label={t("organizer.loading")} />}>
      <OrganizerReviewPage kind="business" />
    </Suspense>
  ) : (
    <OrganizerWizardPage kind="business" />
  );
}
