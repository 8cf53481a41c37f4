import { WarningOutlined } from "@ant-design/icons";
import type { SecondFactorStatus } from "@taxlane/contract";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Result } from "antd";
import { useNavigate } from "react-router";
import { useSignOut } from "../../features/auth/use-sign-out";
import { dateText } from "../../lib/format";

/** In place of an area's page once the grace is over: what happened and the one way on. */
export function SecondFactorBlock({ status, setupPath }: { status: SecondFactorStatus; setupPath: string }) {
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const stale = status.hasStrongFactor;
  return (
    <Result
      className="tl-area__block"
      icon={<WarningOutlined />}
      status="warning"
      title={
        <h1 className="tl-area__block-title" tabIndex={-1}>
          {stale ? layout.secondFactorStaleTitle : layout.secondFactorBlockedTitle}
        </h1>
      }
      subTitle={
        stale ? (
          layout.secondFactorStaleText
        ) : (
          <>
            {layout.secondFactorBlockedText}
            {status.dueAt !== null && (
              <> {formatPlain(layout.secondFactorBlockedSince, { date: dateText(status.dueAt) })}</>
            )}
          </>
        )
      }
      extra={
        stale ? (
          <Button type="primary" size="large" loading={pending} onClick={() => void signOut("/login")}>
            {layout.signInAgain}
          </Button>
        ) : (
          <>
            <Button type="primary" size="large" onClick={() => navigate(setupPath)}>
              {layout.goToSecurity}
            </Button>
            <Button size="large" loading={pending} onClick={() => void signOut()}>
              {layout.signOut}
            </Button>
          </>
        )
      }
    />
  );
}
