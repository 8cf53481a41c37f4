import { CheckCircleFilled } from "@ant-design/icons";
import { appTexts } from "@taxlane/contract";
import { ButtonLink } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";

/** /congrats-reset-password: the reset worked; the next step is signing in with the new password. */
export function CongratsResetPasswordPage() {
  usePageTitle("Password reset");
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title={appTexts.passwordResetSuccess}
      lead="You can now log in with your new password. Every device that was signed in to your account has been signed out."
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to="/login" size="lg">
          Log in
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
