import { CopyOutlined, DownloadOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Checkbox, Modal } from "antd";
import { useId, useState } from "react";
import { useCurrentUser } from "../../entities/account";
import { saveBlob } from "../../lib/download-file";
import { recoveryCodesFile } from "./security-text";

interface RecoveryCodesDialogProps {
  /** The codes to show; the dialog is open while there are some. */
  codes: readonly string[];
  onClose: () => void;
}

/**
 * New recovery codes, shown this once: copy them, download them as a text file, and say they are
 * saved before the window closes (it cannot be dismissed by accident: the server never shows them again).
 */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const { data: user } = useCurrentUser();
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<"copied" | "failed" | null>(null);
  const listId = useId();
  const hintId = useId();
  const open = codes.length > 0;

  const close = () => {
    if (!saved) return;
    setSaved(false);
    setCopy(null);
    onClose();
  };
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };
  const download = () => {
    const text = recoveryCodesFile(codes, user?.email ?? "");
    saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), "taxlane-recovery-codes.txt");
  };

  return (
    <Modal
      open={open}
      title={t("securityPage.codesDialogTitle")}
      closable={saved}
      keyboard={saved}
      mask={{ closable: false }}
      onCancel={close}
      footer={
        <Button
          type="primary"
          onClick={close}
          disabled={!saved}
          aria-describedby={saved ? undefined : hintId}
        >
          {t("securityPage.codesDone")}
        </Button>
      }
      destroyOnHidden
    >
      <p>{t("securityPage.codesDialogText")}</p>
      <p id={listId} className="tl-visually-hidden">
        {t("securityPage.codesListLabel")}
      </p>
      <ol className="tl-security__codes" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="tl-security__actions">
        <Button icon={<CopyOutlined />} onClick={() => void copyCodes()}>
          {copy === "copied" ? t("securityPage.codesCopied") : t("securityPage.codesCopy")}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t("securityPage.codesDownload")}
        </Button>
      </div>
      {copy === "failed" && (
        <Alert
          className="tl-security__alert"
          type="warning"
          showIcon
          title={t("securityPage.codesCopyFailed")}
        />
      )}
      <p role="status" className="tl-visually-hidden">
        {copy === "copied" ? t("securityPage.codesCopied") : ""}
      </p>
      <Checkbox
        className="tl-security__saved"
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      >
        {t("securityPage.codesSaved")}
      </Checkbox>
      {!saved && (
        <p id={hintId} className="tl-security__note">
          {t("securityPage.codesDoneDisabled")}
        </p>
      )}
    </Modal>
  );
}
