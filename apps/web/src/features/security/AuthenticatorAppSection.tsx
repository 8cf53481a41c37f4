import { MobileOutlined } from "@ant-design/icons";
import type { SecurityOverview } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button } from "antd";
import { useState } from "react";
import { useRemoveAuthenticatorApp } from "./api";
import { PasswordDialog } from "./PasswordDialog";
import { SectionCard } from "./SectionCard";
import { addedText } from "./security-text";

interface AuthenticatorAppSectionProps {
  app: SecurityOverview["authenticatorApp"];
  /** Opens the setup dialog; `replacing` when an app is already there (a new phone). */
  onSetUp: (replacing: boolean) => void;
}

/** The authenticator app: set one up, or see when it was added and used, move it or remove it. */
export function AuthenticatorAppSection({ app, onSetUp }: AuthenticatorAppSectionProps) {
  const { message } = App.useApp();
  const removal = useRemoveAuthenticatorApp();
  const [removing, setRemoving] = useState(false);
  const closeRemoval = () => {
    setRemoving(false);
    removal.reset();
  };

  return (
    <SectionCard title={t("securityPage.appHeading")} icon={<MobileOutlined />}>
      {app === null ? (
        <>
          <p className="tl-security__note">{t("securityPage.appNone")}</p>
          <Button type="primary" onClick={() => onSetUp(false)}>
            {t("securityPage.appSetUp")}
          </Button>
        </>
      ) : (
        <>
          <p>{addedText("securityPage.appAdded", app)}</p>
          <div className="tl-security__actions">
            <Button onClick={() => onSetUp(true)}>{t("securityPage.appReplace")}</Button>
            <Button danger onClick={() => setRemoving(true)}>
              {t("securityPage.appRemove")}
            </Button>
          </div>
        </>
      )}
      <PasswordDialog
        open={removing}
        title={t("securityPage.appRemoveTitle")}
        text={t("securityPage.appRemoveText")}
        okText={t("securityPage.appRemove")}
        danger
        pending={removal.isPending}
        error={removal.error}
        onCancel={closeRemoval}
        onSubmit={(password) =>
          removal.mutate(password, {
            onSuccess: () => {
              closeRemoval();
              void message.success(t("securityPage.appRemoved"));
            },
          })
        }
      />
    </SectionCard>
  );
}
