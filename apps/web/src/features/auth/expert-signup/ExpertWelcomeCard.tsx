import { CheckCircleFilled } from "@ant-design/icons";
import { billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/en/auth";
import { ButtonLink } from "../../../components/ui/Button";
import { AuthCard } from "../AuthCard";

/** The confirmation once the expert's account exists and they are signed in. */
export function ExpertWelcomeCard({ firstName }: { firstName: string }) {
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title={auth.professionalProfileLive}
      lead={
        <>
          Welcome to Taxlane, <strong>{firstName}</strong>. Taxpayers' requests can reach you right away.
          Until an operator has checked your credentials, your profile shows “credentials not yet verified”.
          <br />
          <br />
          Next, start your {FREE_TRIAL_DAYS}-day free trial: add a card now, charged only when the trial ends.{" "}
          {billingTexts.unlocks} {billingTexts.without}
        </>
      }
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to="/payment" size="lg">
          {auth.startTrial}
        </ButtonLink>
        <ButtonLink to="/expert/profile" variant="secondary" size="lg">
          {auth.seeProfile}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
