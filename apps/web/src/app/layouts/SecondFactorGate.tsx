import { useQueryClient } from "@tanstack/react-query";
import type { SecondFactorStatus } from "@taxlane/contract";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Alert, Button } from "antd";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { currentUserKey, useCurrentUser } from "../../entities/account";
import { RecoveryCodeNotice } from "../../features/auth/RecoveryCodeNotice";
import { securityPathFor } from "../../features/auth/security-path";
import { useSignOut } from "../../features/auth/use-sign-out";
import { dateText } from "../../lib/format";
import { onSecondFactorRequired } from "../../lib/second-factor-signal";
import { secondFactorState } from "./second-factor-state";

// Shown only once a second factor's grace is over: its code (antd's Result among it) loads then.
const SecondFactorBlock = lazy(() =>
  import("./SecondFactorBlock").then((module) => ({ default: module.SecondFactorBlock })),
);

/** The reminder above every page during the grace, or to sign in again with the app or passkey. */
function SecondFactorBanner({ status, setupPath }: { status: SecondFactorStatus; setupPath: string }) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const stale = status.hasStrongFactor;
  const text = stale
    ? layout.signInAgainWithFactor
    : status.dueAt === null
      ? layout.secondFactorSoon
      : formatPlain(layout.secondFactorDue, { date: dateText(status.dueAt) });
  return (
    <Alert
      className="tl-area__notice"
      type="warning"
      showIcon
      role="status"
      title={text}
      action={
        stale ? (
          <Button size="small" loading={pending} onClick={() => void signOut("/login")}>
            {layout.signInAgain}
          </Button>
        ) : (
          <Button size="small" type="primary" onClick={() => navigate(setupPath)}>
            {layout.setItUp}
          </Button>
        )
      }
    />
  );
}

/**
 * Wraps an area's page. For a role that must use an authenticator app or a passkey: a banner during
 * the grace, and once it is over the page gives way to the block (the security page itself always
 * shows, as it is where one is added). A call the API refuses for want of one loads the person
 * again, so the block shows as soon as the server applies it. Also the once-only notice after a
 * sign-in with a recovery code, for every role.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(
    () => onSecondFactorRequired(() => void queryClient.invalidateQueries({ queryKey: currentUserKey })),
    [queryClient],
  );
  if (user === undefined) return children;

  const securityPath = securityPathFor(user.roleId);
  const setupPath = `${securityPath}?setup=1`;
  const onSecurityPage = pathname.toLowerCase().replace(/\/$/, "") === securityPath;
  const state = secondFactorState(user.secondFactor);
  const status = user.secondFactor;
  const blocked = state === "blocked" || state === "blockedStale";
  return (
    <>
      <RecoveryCodeNotice securityPath={securityPath} />
      {status !== undefined && (state === "due" || state === "stale") && !onSecurityPage && (
        <SecondFactorBanner status={status} setupPath={setupPath} />
      )}
      {status !== undefined && blocked && !onSecurityPage ? (
        <Suspense fallback={null}>
          <SecondFactorBlock status={status} setupPath={setupPath} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
