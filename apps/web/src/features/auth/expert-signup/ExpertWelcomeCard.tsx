import { CheckCircleFilled } from "@ant-design/icons";
import { billingTexts, FREE_TRIAL_DAYS } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { ButtonLink } from "../../../components/ui/Button";
import { bold, richText } from "../../../lib/rich-text";
import { AuthCard } from "../AuthCard";

/** The confirmation once the expert's account exists and they are signed in. */
export function ExpertWelcomeCard({ firstName }: { firstName: string }) {
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title={auth.professionalProfileLive}
      lead={
        <>
          {richText(formatPlain(auth.welcomeExpert, { name: firstName }), bold)}
          <br />
          <br />
          {formatPlain(auth.welcomeExpertTrial, { days: FREE_TRIAL_DAYS })} {billingTexts.unlocks}{" "}
          {billingTexts.without}
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
