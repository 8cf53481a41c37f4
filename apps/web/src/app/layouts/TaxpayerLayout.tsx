import { BellOutlined, FileDoneOutlined, MessageOutlined, SolutionOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";

export const taxpayerNavItems: readonly AppNavItem[] = [
  { to: "/user/quotes", label: "Quotes", icon: <SolutionOutlined /> },
  { to: "/user/tax_preparation", label: "Tax preparation", icon: <FileDoneOutlined /> },
  { to: "/user/messages", label: "Messages", icon: <MessageOutlined /> },
  { to: "/user/notifications", label: "Notifications", icon: <BellOutlined /> },
];

export function TaxpayerLayout({
  header,
  navBadges,
}: {
  header?: ReactNode;
  navBadges?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <AppAreaLayout areaLabel="Taxpayer" navItems={taxpayerNavItems} header={header} navBadges={navBadges} />
  );
}
