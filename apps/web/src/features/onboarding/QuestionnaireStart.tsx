import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import { type QuestionnaireKind, questionnaireText } from "@taxlane/organizer";
import { Link } from "react-router";
import { FormStatus } from "../../components/ui/form";
import { InvitationNote } from "./InvitationNote";
import { TypeChoice } from "./TypeChoice";
import type { Account } from "./use-account";

interface QuestionnaireStartProps {
  area: "public" | "taxpayer";
  account: Account;
  hasInvitation: boolean;
  /** The page title's id, which names the choice. */
  headingId: string;
  onChoose: (kind: QuestionnaireKind) => void;
}

/** The first screen under "What can we help you with?": the preparation type to answer for. */
export function QuestionnaireStart({
  area,
  account,
  hasInvitation,
  headingId,
  onChoose,
}: QuestionnaireStartProps) {
  return (
    <>
      <p className="tl-wizard__lead">
        {onboarding.startLead}
        {area === "public" && account === "visitor" && onboarding.startAccountAtEnd}
      </p>
      {hasInvitation && <InvitationNote />}
      {account === "expert" ? (
        <FormStatus tone="info" message={onboarding.signedInAsProfessionalStart} />
      ) : (
        <TypeChoice headingId={headingId} offerExpert={area === "public"} onChoose={onChoose} />
      )}
      {area === "public" && account === "visitor" && (
        <p className="tl-wizard__footer">
          {onboarding.alreadyHaveAccount} <Link to="/login">{questionnaireText("logIn")}</Link>
        </p>
      )}
    </>
  );
}
