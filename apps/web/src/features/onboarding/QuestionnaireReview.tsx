import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import {
  type Answers,
  type QuestionnaireKind,
  questionnaireText,
  summarizeAnswers,
} from "@taxlane/organizer";
import { Link } from "react-router";
import { AnswersList } from "../../components/AnswersList";
import { Spinner } from "../../components/loaders/Spinner";
import { Button, ButtonLink } from "../../components/ui/Button";
import { FormStatus } from "../../components/ui/form";
import { isApiError } from "../../lib/api-client";
import { richText } from "../../lib/rich-text";
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
  const failure = error === null ? null : isApiError(error) ? error.message : onboarding.sendFailed;
  const invitationRefused =
    isApiError(error) && (error.body.errors ?? []).some((entry) => entry.field === "invitationkey");
  return (
    <>
      <h2 className="tl-wizard__step-title">
        {account === "taxpayer" ? onboarding.sendYourAnswers : onboarding.answersSaved}
      </h2>
      {account === "taxpayer" ? (
        <p className="tl-wizard__lead">
          {formatPlain(onboarding.sendThemFor, {
            what: kind === "business" ? onboarding.yourBusinessReturn : onboarding.yourReturn,
          })}
        </p>
      ) : (
        <p className="tl-wizard__lead">{onboarding.createAccountToSend}</p>
      )}
      {hasInvitation && <InvitationNote />}
      {sending && (
        <p className="tl-wizard__sending" role="status">
          <Spinner />
          <span>{onboarding.sending}</span>
        </p>
      )}
      <FormStatus tone="error" message={failure} />
      {account === "expert" && <FormStatus tone="info" message={onboarding.signedInAsProfessionalSend} />}
      <div className="tl-wizard__actions">
        <Button variant="secondary" size="lg" disabled={sending} onClick={onReview}>
          {onboarding.reviewAnswers}
        </Button>
        {account === "taxpayer" && (
          <Button size="lg" disabled={sending} onClick={onSend}>
            {failure === null ? onboarding.sendMyAnswers : questionnaireText("tryAgain")}
          </Button>
        )}
        {account === "taxpayer" && invitationRefused && (
          <Button variant="secondary" size="lg" disabled={sending} onClick={onSendWithoutInvitation}>
            {onboarding.sendWithoutInvitation}
          </Button>
        )}
        {(account === "visitor" || account === "loading") && (
          <ButtonLink to={SIGN_UP_PATH} size="lg">
            {onboarding.createAccount}
          </ButtonLink>
        )}
      </div>
      {account === "visitor" && (
        <p className="tl-wizard__footer">
          {onboarding.alreadyHaveAccount}{" "}
          {richText(onboarding.logInAndSend, { link: (inner) => <Link to="/login">{inner}</Link> })}
        </p>
      )}
      <AnswersList lines={summarizeAnswers(kind, answers)} />
    </>
  );
}
