import { App, ConfigProvider } from "antd";
import { type ReactNode, useEffect, useMemo } from "react";
import { ConfirmDialogHost } from "../../lib/confirm-dialog";
import { antdTheme } from "../../theme/antd-theme";
import { antdLocale } from "./antd-locale";
import "./antd-overrides.css";
import { keepTabInDialog } from "./dialog-tab-cycle";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** antd's theme, `App` context (its messages) and confirm dialogs for the areas built with antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.addEventListener("keydown", keepTabInDialog);
    return () => document.removeEventListener("keydown", keepTabInDialog);
  }, []);
  // Dialogs, drawers and messages then appear and leave at once instead of sliding and fading.
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => (reducedMotion ? { ...antdTheme, token: { ...antdTheme.token, motion: false } } : antdTheme),
    [reducedMotion],
  );
  return (
    // No colon after a label: the vertical forms have none, and an inline form's read "At most :".
    // A refused submit puts the focus on the first field to fix, so the person lands where they act.
    <ConfigProvider
      theme={theme}
      locale={antdLocale}
      form={{ colon: false, scrollToFirstError: { focus: true } }}
    >
      <App>
        <ConfirmDialogHost>{children}</ConfirmDialogHost>
      </App>
    </ConfigProvider>
  );
}
