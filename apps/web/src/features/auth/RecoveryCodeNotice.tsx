import { useQuery } from "@tanstack/react-query";
import { endpointRoutes } from "@taxlane/contract";
import { auth } from "@taxlane/contract/i18n/local/auth";
import { common } from "@taxlane/contract/i18n/local/common";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Alert, Button } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { call } from "../../lib/api-call";
import { forgetRecoveryCodeUse, recoveryCodeWasUsed } from "./recovery-notice";

/**
 * Once, on the first page after a sign-in with a recovery code: that code is spent, how many are
 * left, and where to make new ones.
 */
export function RecoveryCodeNotice({ securityPath }: { securityPath: string }) {
  const navigate = useNavigate();
  const [shown, setShown] = useState(recoveryCodeWasUsed);
  useEffect(() => {
    if (shown) forgetRecoveryCodeUse();
  }, [shown]);
  const overview = useQuery({
    queryKey: ["security", "recovery-codes-left"],
    queryFn: ({ signal }) => call(endpointRoutes.user.getSecurity, {}, { signal }),
    enabled: shown,
  });
  if (!shown) return null;
  const left = overview.data?.recoveryCodesLeft;
  return (
    <Alert
      className="tl-area__notice"
      type="info"
      showIcon
      closable={{ onClose: () => setShown(false), "aria-label": common.dismiss }}
      role="status"
      title={auth.recoveryCodeUsed}
      description={left === undefined ? undefined : formatPlain(auth.recoveryCodesLeft, { count: left })}
      action={
        <Button size="small" onClick={() => navigate(securityPath)}>
          {auth.openSecurityPage}
        </Button>
      }
    />
  );
}
