import { Tabs, type TabsProps } from "antd";
import "./page-tabs.css";

/**
 * antd's tab bar with tabs that wrap onto another line when they do not fit. antd would otherwise hide
 * the tabs that do not fit behind a "more" button placed inside the tab list, where only tabs belong
 * (a screen reader met a list of tabs holding a button) and where a person on a phone did not see the
 * hidden tabs at all. Every tab bar of the signed-in areas is this one.
 */
export function PageTabs({ className, ...props }: TabsProps) {
  return (
    <Tabs {...props} className={className === undefined ? "tl-page-tabs" : `tl-page-tabs ${className}`} />
  );
}
