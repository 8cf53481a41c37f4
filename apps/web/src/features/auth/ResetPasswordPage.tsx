import { useQuery } from "@tanstack/react-query";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { Link, useSearchParams } from "react-router";
import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { ButtonLink } from "../../components/ui/Button";
import { isApiError } from "../../lib/api-client";
import { richText } from "../../lib/rich-text";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { NewPasswordCard } from "./NewPasswordCard";

function LinkNotUsable({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title} lead={text} footer={<Link to="/login">{auth.backToLogIn}</Link>}>
      <div className="tl-auth-card__actions">
        <ButtonLink to="/forgot-password" size="lg">
          {auth.sendNewLink}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** /reset-password?token=…: the link from the reset e-mail, checked first, then the new password. */
export function ResetPasswordPage() {
  usePageTitle(auth.resetPasswordTitle);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const check = useQuery({
    queryKey: ["identity", "resetToken", token],
    queryFn: () => identityApi.verifyResetPasswordToken(token),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (token === "") {
    return <LinkNotUsable title={auth.openLinkTitle} text={auth.openLinkText} />;
  }
  if (check.isPending) return <FullScreenLoader />;
  if (check.isError && !(isApiError(check.error) && check.error.status < 500)) {
    return (
      <LinkNotUsable
        title={auth.linkCheckFailedTitle}
        text={isApiError(check.error) ? check.error.message : auth.checkConnection}
      />
    );
  }
  if (check.isError || !check.data.valid) {
    return <LinkNotUsable title={auth.linkUsedTitle} text={auth.linkUsedText} />;
  }
  return (
    <NewPasswordCard
      email={check.data.email}
      reset={(values) => identityApi.resetPassword({ token, ...values })}
      refusedHint={
        <p className="tl-auth-card__hint">
          {richText(auth.linkExpired, { link: (inner) => <Link to="/forgot-password">{inner}</Link> })}
        </p>
      }
      footer={<Link to="/login">{auth.backToLogIn}</Link>}
    />
  );
}
