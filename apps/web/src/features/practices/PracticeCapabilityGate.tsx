import { type PracticeCapability, practiceCapabilityTexts, practiceRoleTexts } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { ButtonLink } from "../../components/ui/Button";
import { usePracticeSeat } from "../../entities/practice";

/**
 * A page of the professional's area shown only when their practice role includes what it is for;
 * opened by its address otherwise, it says so (in the API's words) instead of a page of refusals.
 */
export function PracticeCapabilityGate({
  capability,
  children,
}: {
  capability: PracticeCapability;
  children: ReactNode;
}) {
  const { isPending, practice, may } = usePracticeSeat();
  if (isPending) return null;
  if (practice === null || may(capability)) return children;
  const words = { practice: practice.name, role: practiceRoleTexts[practice.myRole].name };
  return (
    <StatusScreen
      title={t("practicePages.roleCannotTitle", { ...words, what: practiceCapabilityTexts[capability].what })}
      actions={
        <ButtonLink to="/expert/practice" size="lg">
          {t("practicePages.roleCannotToPractice")}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">{t("practicePages.roleCannotText", words)}</p>
    </StatusScreen>
  );
}
