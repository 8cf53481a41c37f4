import { CheckCircleFilled } from "@ant-design/icons";
import { ButtonLink } from "../../../components/ui/Button";
import { EXPERT_HOME } from "../../../lib/roles";
import { AuthCard } from "../components/AuthCard";

/** The confirmation once the expert's account exists and they are signed in. */
export function ExpertWelcomeCard({ firstName }: { firstName: string }) {
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title="Your professional profile is live"
      lead={
        <>
          Welcome to Taxlane, <strong>{firstName}</strong>. Taxpayers' requests can reach you right away.
          Until an operator has checked your credentials, your profile shows “credentials not yet verified”.
        </>
      }
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to="/expert/profile" size="lg">
          See your profile
        </ButtonLink>
        <ButtonLink to={EXPERT_HOME} variant="secondary" size="lg">
          Go to your requests
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
