import { KeyOutlined } from "@ant-design/icons";
import type { PasskeySummary } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button } from "antd";
import { useState } from "react";
import { useRemovePasskey } from "./api";
import { PasswordDialog } from "./PasswordDialog";
import { browserMakesPasskeys } from "./passkey-ceremony";
import { SectionCard } from "./SectionCard";
import { addedText } from "./security-text";

interface PasskeysSectionProps {
  passkeys: readonly PasskeySummary[];
  onAdd: () => void;
}

/** The person's passkeys (name, added, last used), adding one where the browser can, removing one. */
export function PasskeysSection({ passkeys, onAdd }: PasskeysSectionProps) {
  const { message } = App.useApp();
  const removal = useRemovePasskey();
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const supported = browserMakesPasskeys();
  const closeRemoval = () => {
    setRemoving(null);
    removal.reset();
  };

  return (
    <SectionCard title={t("securityPage.passkeysHeading")} icon={<KeyOutlined />}>
      {passkeys.length === 0 ? (
        <p className="tl-security__note">{t("securityPage.passkeysNone")}</p>
      ) : (
        <ul className="tl-security__rows">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="tl-security__row">
              <div className="tl-security__row-main">
                <span className="tl-security__row-name">{passkey.name}</span>
                <span className="tl-security__note">{addedText("securityPage.passkeyAdded", passkey)}</span>
              </div>
              <Button
                danger
                aria-label={t("securityPage.passkeyRemoveLabel", { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {t("securityPage.passkeyRemove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Button type={passkeys.length === 0 ? "primary" : "default"} onClick={onAdd}>
          {t("securityPage.passkeyAdd")}
        </Button>
      ) : (
        <p className="tl-security__note">{t("securityPage.passkeyUnsupported")}</p>
      )}
      <PasswordDialog
        open={removing !== null}
        title={t("securityPage.passkeyRemoveTitle", { name: removing?.name ?? "" })}
        text={t("securityPage.passkeyRemoveText")}
        okText={t("securityPage.passkeyRemove")}
        danger
        pending={removal.isPending}
        error={removal.error}
        onCancel={closeRemoval}
        onSubmit={(password) => {
          if (removing === null) return;
          removal.mutate(
            { id: removing.id, password },
            {
              onSuccess: () => {
                closeRemoval();
                void message.success(t("securityPage.passkeyRemoved"));
              },
            },
          );
        }}
      />
    </SectionCard>
  );
}
