import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SigningView } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Button, Skeleton } from "antd";
import { type ComponentType, useState } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { isApiError } from "../../../lib/api-client";
import { problemText } from "../../../lib/problem-text";
import { getToken, rememberReturnPath } from "../../../lib/session";
import { usePageTitle } from "../../../lib/use-page-title";
import { signingKeys, signingViewQuery } from "./api";
import { SigningFlow } from "./SigningFlow";
import type { SigningCardProps } from "./signing-card";
import { takeSigningKey } from "./signing-key";
import "./signing.css";

export type { SigningCardProps } from "./signing-card";

interface SigningPageProps {
  signerId: number;
  Card: ComponentType<SigningCardProps>;
  /** Ends the session of someone else signed in on this browser, staying on this page. */
  signOut: () => Promise<void>;
}

/**
 * /sign/:signerId#key=…: a signer's own page. Open to anyone with the link's key, or to the signed-in
 * taxpayer the signer is; it leads through the identity check (when asked) to the signature.
 */
export function SigningPage({ signerId, Card, signOut }: SigningPageProps) {
  usePageTitle(t("signingPages.pageTitle"));
  const queryClient = useQueryClient();
  const [signingKey] = useState(() => takeSigningKey(signerId));
  // Bumped after signing out, so the view is asked again without the other person's session.
  const [session, setSession] = useState(0);
  const [signingOut, setSigningOut] = useState(false);
  const validId = Number.isInteger(signerId) && signerId > 0;
  const reachable = validId && (signingKey !== undefined || getToken() !== null);
  const view = useQuery({ ...signingViewQuery(signerId, signingKey, session), enabled: reachable });
  const title = t("signingPages.pageTitle");
  const here = `/sign/${signerId}`;

  if (!reachable) {
    return (
      <Card title={t("signingPages.notFoundTitle")} lead={t("signingPages.noKeyText")}>
        <div className="tl-auth-card__actions">
          <ButtonLink to="/login" size="lg" onClick={() => rememberReturnPath(here)}>
            {t("signingPages.signIn")}
          </ButtonLink>
        </div>
      </Card>
    );
  }
  if (view.isPending) {
    return (
      <Card title={title} wide>
        <div role="status" aria-live="polite">
          <p>{t("signingPages.loading")}</p>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      </Card>
    );
  }
  if (view.isError) {
    const status = isApiError(view.error) ? view.error.status : 0;
    if (status === 403) {
      return (
        <Card title={t("signingPages.someoneElseTitle")} lead={<Said error={view.error} />}>
          <Button
            type="primary"
            size="large"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut().finally(() => {
                setSigningOut(false);
                setSession((count) => count + 1);
              });
            }}
          >
            {signingOut ? t("signingPages.signingOut") : t("signingPages.signOut")}
          </Button>
        </Card>
      );
    }
    // The professional sends the document for signing once an invoice is paid: the API says which.
    if (status === 409) {
      return <Card title={t("releaseHolds.signingHeldTitle")} lead={<Said error={view.error} />} />;
    }
    if (status >= 400 && status < 500) {
      return <Card title={t("signingPages.notFoundTitle")} lead={<Said error={view.error} />} />;
    }
    return (
      <Card title={t("signingPages.loadFailedTitle")} lead={<Said error={view.error} />}>
        <Button size="large" loading={view.isRefetching} onClick={() => void view.refetch()}>
          {t("signingPages.tryAgain")}
        </Button>
      </Card>
    );
  }

  const onView = (next: SigningView) => {
    queryClient.setQueryData(signingKeys.view(signerId, signingKey, session), next);
    // The taxpayer's job pages and to-do list show where this signer stands.
    void queryClient.invalidateQueries({ queryKey: signingKeys.allRequests });
    void queryClient.invalidateQueries({ queryKey: signingKeys.toSign });
  };
  return <SigningFlow view={view.data} signingKey={signingKey} onView={onView} Card={Card} />;
}

/** The API's own words for a refusal, announced. */
function Said({ error }: { error: unknown }) {
  return <span role="alert">{problemText(error)}</span>;
}
