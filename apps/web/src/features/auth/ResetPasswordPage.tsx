import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { ButtonLink } from "../../components/ui/Button";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { AuthCard } from "./AuthCard";
import { identityApi } from "./api";
import { NewPasswordCard } from "./NewPasswordCard";

function LinkNotUsable({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title} lead={text} footer={<Link to="/login">Back to log in</Link>}>
      <div className="tl-auth-card__actions">
        <ButtonLink to="/forgot-password" size="lg">
          Send a new link
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/** /reset-password?token=…: the link from the reset e-mail, checked first, then the new password. */
export function ResetPasswordPage() {
  usePageTitle("Reset password");
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
    return (
      <LinkNotUsable
        title="Open the link from your e-mail"
        text="This page sets a new password from the link in a password-reset e-mail, and this address has no link in it. Ask for a reset e-mail to get one."
      />
    );
  }
  if (check.isPending) return <FullScreenLoader />;
  if (check.isError && !(isApiError(check.error) && check.error.status < 500)) {
    return (
      <LinkNotUsable
        title="We could not check this link"
        text={isApiError(check.error) ? check.error.message : "Please check your connection and try again."}
      />
    );
  }
  if (check.isError || !check.data.valid) {
    return (
      <LinkNotUsable
        title="This link can no longer be used"
        text="Password-reset links work once and for one hour. This one has expired or was already used. Ask for a new e-mail to reset your password."
      />
    );
  }
  return (
    <NewPasswordCard
      email={check.data.email}
      reset={(values) => identityApi.resetPassword({ token, ...values })}
      refusedHint={
        <p className="tl-auth-card__hint">
          If the link has expired, <Link to="/forgot-password">ask for a new one</Link>.
        </p>
      }
      footer={<Link to="/login">Back to log in</Link>}
    />
  );
}
