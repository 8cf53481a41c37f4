import { CheckCircleFilled } from "@ant-design/icons";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { ButtonLink } from "../../components/ui/Button";
import { homePathFor, useCurrentUser } from "../../entities/account";
import { bold, richText } from "../../lib/rich-text";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";

/** The registration confirmation: the account exists and the person is signed in. */
export function SignUpConfirmationPage() {
  usePageTitle(auth.accountReady);
  const { data: user } = useCurrentUser();
  const next = user === undefined ? "/login" : homePathFor(user.roleId);
  return (
    <AuthCard
      icon={<CheckCircleFilled className="tl-auth-card__icon" aria-hidden="true" />}
      title={auth.accountReady}
      lead={
        user === undefined
          ? auth.emailConfirmed
          : richText(formatPlain(auth.welcomeTaxpayer, { name: user.firstName }), bold)
      }
    >
      <div className="tl-auth-card__actions">
        <ButtonLink to={next} size="lg">
          {user === undefined ? auth.logIn : auth.continueButton}
        </ButtonLink>
        <ButtonLink to="/" variant="secondary" size="lg">
          {auth.goToHomepage}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
