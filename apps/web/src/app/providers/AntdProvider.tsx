import { App, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import type { ReactNode } from "react";
import { antdTheme } from "../../theme/antd-theme";
import "./antd-overrides.css";

/** antd's theme and `App` context (message, notification, modal) for the areas built with antd. */
export function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={enUS}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
