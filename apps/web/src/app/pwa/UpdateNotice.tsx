import { t } from "@taxlane/contract/i18n";
import { Alert, Button } from "antd";
import { useState } from "react";
import { AntdProvider } from "../providers/AntdProvider";
import type { ApplyUpdate } from "./update-state";
import "./update-notice.css";

/** "A new version is ready — Reload", at the foot of the window until the person reloads. */
export function UpdateNotice({ apply }: { apply: ApplyUpdate }) {
  const [reloading, setReloading] = useState(false);
  return (
    <AntdProvider>
      <div className="tl-update-notice">
        <Alert
          type="info"
          showIcon
          role="status"
          title={t("installedApp.updateReady")}
          action={
            <Button
              type="primary"
              loading={reloading}
              onClick={() => {
                setReloading(true);
                apply().catch(() => setReloading(false));
              }}
            >
              {t("installedApp.reload")}
            </Button>
          }
        />
      </div>
    </AntdProvider>
  );
}
