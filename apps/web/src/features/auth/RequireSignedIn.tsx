import { appTexts, type RoleId } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { common } from "@taxlane/contract/i18n/local/common";
import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { StatusScreen } from "../../components/error-screens/StatusScreen";
import { FullScreenLoader } from "../../components/loaders/FullScreenLoader";
import { Button } from "../../components/ui/Button";
import { homePathFor, useCurrentUser } from "../../entities/account";
import { isApiError } from "../../lib/api-client";
import { LOGIN_PATH, rememberReturnPath } from "../../lib/session";

/** Where a signed-out person goes instead of the login page, for some pages; undefined: to login. */
export type SignedOutRedirect = (pathname: string, search: string) => string | undefined;

/** Remembers where the person was and goes to the login page (or where `redirect` says). */
function ToLogin({ redirect }: { redirect: SignedOutRedirect | undefined }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const elsewhere = redirect?.(pathname, search);
    if (elsewhere !== undefined) {
      navigate(elsewhere, { replace: true });
      return;
    }
    rememberReturnPath(`${pathname}${search}`);
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, pathname, search, redirect]);
  return <FullScreenLoader />;
}

/** Sends a person of another role to their own home. */
function ToHome({ roleId }: { roleId: RoleId }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(homePathFor(roleId), { replace: true });
  }, [navigate, roleId]);
  return <FullScreenLoader />;
}

interface RequireSignedInProps {
  /** Only this role may see the children; the others go to their own home. */
  role?: RoleId;
  /** Pages a visitor may start without an account send them there instead of to /login. */
  signedOutRedirect?: SignedOutRedirect;
  children: ReactNode;
}

/**
 * Shows `children` only to a signed-in person (of `role`, when given). Signed out, an ended token
 * or a 401 from GetUser: the page is remembered and the person goes to /login.
 */
export function RequireSignedIn({ role, signedOutRedirect, children }: RequireSignedInProps) {
  const { token, data: user, error, isPending, refetch } = useCurrentUser();
  if (token === null || (isApiError(error) && error.status === 401)) {
    return <ToLogin redirect={signedOutRedirect} />;
  }
  if (error) {
    return (
      <StatusScreen
        title={auth.accountLoadError}
        standalone
        actions={
          <Button size="lg" onClick={() => void refetch()}>
            {common.tryAgain}
          </Button>
        }
      >
        <p className="tl-status__text">{isApiError(error) ? error.message : appTexts.somethingWentWrong}</p>
      </StatusScreen>
    );
  }
  if (isPending || user === undefined) return <FullScreenLoader />;
  if (role !== undefined && user.roleId !== role) return <ToHome roleId={user.roleId} />;
  return children;
}
