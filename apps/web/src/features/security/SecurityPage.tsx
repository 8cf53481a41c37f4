import { t } from "@taxlane/contract/i18n";
import { Typography } from "antd";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { homePathFor, profilePathFor, TAXPAYER_ROLE, useCurrentUser } from "../../entities/account";
import { usePageTitle } from "../../lib/use-page-title";
import { AddPasskeyDialog } from "./AddPasskeyDialog";
import { AppSetupDialog } from "./AppSetupDialog";
import { AuthenticatorAppSection } from "./AuthenticatorAppSection";
import { useSecurityOverview } from "./api";
import { EmailCodesSection } from "./EmailCodesSection";
import { PasskeysSection } from "./PasskeysSection";
import { browserMakesPasskeys } from "./passkey-ceremony";
import { RecoveryCodesDialog } from "./RecoveryCodesDialog";
import { RecoveryCodesSection } from "./RecoveryCodesSection";
import { SessionsSection } from "./SessionsSection";
import { SetupIntro } from "./SetupIntro";
import { StandingCard } from "./StandingCard";
import "./security.css";

type OpenDialog = { kind: "app"; replacing: boolean } | { kind: "passkey" } | null;

/**
 * /user/security, /expert/security, /admin/security: the person's second factors and where they are
 * signed in. With `?setup=1` (a professional sent here after signing in) it opens with an introduction.
 */
export function SecurityPage() {
  usePageTitle(t("securityPage.title"));
  const { data: user } = useCurrentUser();
  const overview = useSecurityOverview();
  const [params] = useSearchParams();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const showCodes = (next: string[]) => setCodes(next);

  if (user === undefined) return null;

  let body: ReactNode;
  if (overview.isPending) {
    body = <LoadingCard label={t("securityPage.loading")} />;
  } else if (overview.isError) {
    body = (
      <LoadError
        title={t("securityPage.loadError")}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else {
    const data = overview.data;
    const sentToSetUp = params.get("setup") === "1";
    const intro = sentToSetUp && !data.status.hasStrongFactor;
    body = (
      <>
        <StandingCard overview={data} roleId={user.roleId} />
        {intro && (
          <SetupIntro
            laterPath={data.status.blocked ? null : homePathFor(user.roleId)}
            onSetUpApp={() => setDialog({ kind: "app", replacing: false })}
            onAddPasskey={() => setDialog({ kind: "passkey" })}
            passkeysPossible={browserMakesPasskeys()}
          />
        )}
        {sentToSetUp && data.status.hasStrongFactor && (
          <p className="tl-security__continue">
            {t("securityPage.introDone")}{" "}
            <Link to={homePathFor(user.roleId)}>{t("securityPage.introContinue")}</Link>
          </p>
        )}
        <AuthenticatorAppSection
          app={data.authenticatorApp}
          onSetUp={(replacing) => setDialog({ kind: "app", replacing })}
        />
        <PasskeysSection passkeys={data.passkeys} onAdd={() => setDialog({ kind: "passkey" })} />
        <RecoveryCodesSection
          left={data.recoveryCodesLeft}
          hasStrongFactor={data.status.hasStrongFactor}
          onCodes={showCodes}
        />
        {user.roleId === TAXPAYER_ROLE && (
          <EmailCodesSection on={data.emailCodes} profilePath={profilePathFor(user.roleId)} />
        )}
      </>
    );
  }

  return (
    <div className="tl-security">
      <Typography.Title level={1} className="tl-security__title">
        {t("securityPage.title")}
      </Typography.Title>
      {body}
      <SessionsSection />
      <AppSetupDialog
        open={dialog?.kind === "app"}
        replacing={dialog?.kind === "app" && dialog.replacing}
        onClose={() => setDialog(null)}
        onAdded={showCodes}
      />
      <AddPasskeyDialog
        open={dialog?.kind === "passkey"}
        onClose={() => setDialog(null)}
        onAdded={showCodes}
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes([])} />
    </div>
  );
}
