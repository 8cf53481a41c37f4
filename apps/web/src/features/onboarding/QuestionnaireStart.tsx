import type { QuestionnaireKind } from "@taxlane/organizer";
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
        Answer a few questions, about three minutes, and we introduce you to tax professionals who fit.
        {area === "public" && account === "visitor" && " You create your account at the end."}
      </p>
      {hasInvitation && <InvitationNote />}
      {account === "expert" ? (
        <FormStatus
          tone="info"
          message="You are signed in as a tax professional. Requests for quotes are made from a taxpayer account."
        />
      ) : (
        <TypeChoice headingId={headingId} offerExpert={area === "public"} onChoose={onChoose} />
      )}
      {area === "public" && account === "visitor" && (
        <p className="tl-wizard__footer">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      )}
    </>
  );
}
