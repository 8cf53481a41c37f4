import { type Answers, type QuestionnaireKind, summarizeAnswers } from "@taxlane/organizer";
import { Link } from "react-router";
import { AnswersList } from "../../components/AnswersList";
import { Spinner } from "../../components/loaders/Spinner";
import { Button, ButtonLink } from "../../components/ui/Button";
import { FormStatus } from "../../components/ui/form";
import { isApiError } from "../../lib/api-client";
import { InvitationNote } from "./InvitationNote";
import { SIGN_UP_PATH } from "./questionnaire-entry";
import type { Account } from "./use-account";

interface QuestionnaireReviewProps {
  kind: QuestionnaireKind;
  answers: Answers;
  account: Account;
  hasInvitation: boolean;
  sending: boolean;
  /** The last try's failure, `null` when there was none. */
  error: Error | null;
  onReview: () => void;
  onSend: () => void;
  onSendWithoutInvitation: () => void;
}

/**
 * Every step answered: the answers in words, with sending them (a taxpayer), creating the account
 * that sends them (a visitor), or going back over them.
 */
export function QuestionnaireReview({
  kind,
  answers,
  account,
  hasInvitation,
  sending,
  error,
  onReview,
  onSend,
  onSendWithoutInvitation,
}: QuestionnaireReviewProps) {
  const failure =
    error === null
      ? null
      : isApiError(error)
        ? error.message
        : "We could not send your answers. Please check your connection and try again.";
  const invitationRefused =
    isApiError(error) && (error.body.errors ?? []).some((entry) => entry.field === "invitationkey");
  return (
    <>
      <h2 className="tl-wizard__step-title">
        {account === "taxpayer" ? "Send your answers" : "Your answers are saved"}
      </h2>
      {account === "taxpayer" ? (
        <p className="tl-wizard__lead">
          Send them and tax professionals can quote for{" "}
          {kind === "business" ? "your business's return" : "your return"}.
        </p>
      ) : (
        <p className="tl-wizard__lead">
          Create your free account to send them to tax professionals. We keep your answers in this browser
          until then.
        </p>
      )}
      {hasInvitation && <InvitationNote />}
      {sending && (
        <p className="tl-wizard__sending" role="status">
          <Spinner />
          <span>Sending your answers…</span>
        </p>
      )}
      <FormStatus tone="error" message={failure} />
      {account === "expert" && (
        <FormStatus
          tone="info"
          message="You are signed in as a tax professional. Sign out and create a taxpayer account to send these answers."
        />
      )}
      <div className="tl-wizard__actions">
        <Button variant="secondary" size="lg" disabled={sending} onClick={onReview}>
          Review my answers
        </Button>
        {account === "taxpayer" && (
          <Button size="lg" disabled={sending} onClick={onSend}>
            {failure === null ? "Send my answers" : "Try again"}
          </Button>
        )}
        {account === "taxpayer" && invitationRefused && (
          <Button variant="secondary" size="lg" disabled={sending} onClick={onSendWithoutInvitation}>
            Send without the invitation
          </Button>
        )}
        {(account === "visitor" || account === "loading") && (
          <ButtonLink to={SIGN_UP_PATH} size="lg">
            Create my account
          </ButtonLink>
        )}
      </div>
      {account === "visitor" && (
        <p className="tl-wizard__footer">
          Already have an account? <Link to="/login">Log in</Link> and send them from your quotes page.
        </p>
      )}
      <AnswersList lines={summarizeAnswers(kind, answers)} />
    </>
  );
}
