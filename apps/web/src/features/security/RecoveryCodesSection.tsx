import { SafetyOutlined } from "@ant-design/icons";
import { RECOVERY_CODE_COUNT } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useState } from "react";
import { useRegenerateRecoveryCodes } from "./api";
import { PasswordDialog } from "./PasswordDialog";
import { SectionCard } from "./SectionCard";
import { FEW_RECOVERY_CODES } from "./security-text";

interface RecoveryCodesSectionProps {
  left: number;
  /** Codes exist only once an authenticator app or a passkey was added. */
  hasStrongFactor: boolean;
  /** Shows the new codes, once. */
  onCodes: (codes: string[]) => void;
}

/** How many recovery codes are left, and making new ones (the old ones then stop working). */
export function RecoveryCodesSection({ left, hasStrongFactor, onCodes }: RecoveryCodesSectionProps) {
  const making = useRegenerateRecoveryCodes();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    making.reset();
  };

  return (
    <SectionCard title={t("securityPage.codesHeading")} icon={<SafetyOutlined />}>
      <p className="tl-security__note">{t("securityPage.codesText")}</p>
      {hasStrongFactor || left > 0 ? (
        <>
          <p className="tl-security__count">
            {t("securityPage.codesLeft", { left, total: RECOVERY_CODE_COUNT })}
          </p>
          {left <= FEW_RECOVERY_CODES && (
            <Alert
              className="tl-security__alert"
              type="warning"
              showIcon
              title={t("securityPage.codesLow")}
            />
          )}
          <Button onClick={() => setAsking(true)}>{t("securityPage.codesMakeNew")}</Button>
        </>
      ) : (
        <p>{t("securityPage.codesNone")}</p>
      )}
      <PasswordDialog
        open={asking}
        title={t("securityPage.codesMakeNewTitle")}
        text={t("securityPage.codesMakeNewText")}
        okText={t("securityPage.codesMakeNew")}
        pending={making.isPending}
        error={making.error}
        onCancel={close}
        onSubmit={(password) =>
          making.mutate(password, {
            onSuccess: ({ recoveryCodes }) => {
              close();
              onCodes(recoveryCodes);
            },
          })
        }
      />
    </SectionCard>
  );
}
