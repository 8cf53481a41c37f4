import { SafetyCertificateOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";

export const adminNavItems: readonly AppNavItem[] = [
  { to: "/admin", label: "Operator console", icon: <SafetyCertificateOutlined /> },
];

export function AdminLayout({ header }: { header?: ReactNode }) {
  return <AppAreaLayout areaLabel="Operator" navItems={adminNavItems} header={header} />;
}
