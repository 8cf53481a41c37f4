import { SafetyCertificateOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import type { ReactNode } from "react";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";

export const adminNavItems: readonly AppNavItem[] = [
  { to: "/admin", label: t("admin.consoleTitle"), icon: <SafetyCertificateOutlined /> },
];

export function AdminLayout({ header }: { header?: ReactNode }) {
  return <AppAreaLayout areaLabel={t("layout.areaOperator")} navItems={adminNavItems} header={header} />;
}
