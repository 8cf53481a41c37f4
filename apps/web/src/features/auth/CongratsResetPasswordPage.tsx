import { CheckCircleFilled } from "@ant-design/icons";
import { appTexts } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { ButtonLink } from "../../components/ui/Button";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";

/** /congrats-reset-password: the reset worked; the next step is signing in with the new password. */
export function CongratsResetPasswordPage() {
  usePageTitle(auth.passwordResetPageTitle);
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title={appTexts.passwordResetSuccess}
      lead={auth.passwordResetDone}
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to="/login" size="lg">
          {auth.logIn}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
