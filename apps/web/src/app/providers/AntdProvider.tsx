import { App, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import type { ReactNode } from "react";
import { antdTheme } from "../../theme/antd-theme";
import "./antd-overrides.css";

/** antd's theme and `App` context (message, notification, modal) for the areas built with antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    // No colon after a label: the vertical forms have none, and an inline form's read "At most :".
    <ConfigProvider theme={antdTheme} locale={enUS} form={{ colon: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
