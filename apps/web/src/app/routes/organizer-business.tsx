import { EXPERT_ROLE, useCurrentUser } from "../../entities/account";
import { OrganizerReviewPage } from "../../features/organizer/OrganizerReviewPage";
import { OrganizerWizardPage } from "../../features/organizer/OrganizerWizardPage";

/** /organizer/business/:id: the business's taxpayer fills the organizer in; the professional reads the answers. */
export function Component() {
  const { data: user } = useCurrentUser();
  return user?.roleId === EXPERT_ROLE ? (
    <OrganizerReviewPage kind="business" />
  ) : (
    <OrganizerWizardPage kind="business" />
  );
}
