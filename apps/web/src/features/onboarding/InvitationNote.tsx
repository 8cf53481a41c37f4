import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
/** Said while the answers go through an expert's invitation link. */
export function InvitationNote() {
  return <p className="tl-wizard__note">{onboarding.invitationNote}</p>;
}
