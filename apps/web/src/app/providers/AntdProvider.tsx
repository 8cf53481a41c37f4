import { currentLanguage } from "@taxlane/contract/i18n/language-source";
import { App, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import esES from "antd/locale/es_ES";
import dayjs from "dayjs";
import "dayjs/locale/es";
import { type ReactNode, useEffect, useMemo } from "react";
import { antdTheme } from "../../theme/antd-theme";
import "./antd-overrides.css";
import { keepTabInDialog } from "./dialog-tab-cycle";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** antd's theme and `App` context (message, notification, modal) for the areas built with antd. */
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
  // A language change reloads the page, so the language read at first render holds for its life.
  const spanish = currentLanguage() === "es";
  const locale = spanish ? esES : enUS;
  // The date pickers name months and weekdays through dayjs, whose language is global.
  dayjs.locale(spanish ? "es" : "en");
  return (
    // No colon after a label: the vertical forms have none, and an inline form's read "At most :".
    // A refused submit puts the focus on the first field to fix, so the person lands where they act.
    <ConfigProvider
      theme={theme}
      locale={locale}
      form={{ colon: false, scrollToFirstError: { focus: true } }}
    >
      <App>{children}</App>
    </ConfigProvider>
  );
}
