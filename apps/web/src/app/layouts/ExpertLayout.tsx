import {
  BellOutlined,
  CalendarOutlined,
  FileDoneOutlined,
  InboxOutlined,
  MessageOutlined,
} from "@ant-design/icons";
import type { ReactNode } from "react";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";

export const expertNavItems: readonly AppNavItem[] = [
  { to: "/expert/requests", label: "Requests", icon: <InboxOutlined /> },
  { to: "/expert/tax_preparation", label: "Tax preparation", icon: <FileDoneOutlined /> },
  { to: "/expert/messages", label: "Messages", icon: <MessageOutlined /> },
  { to: "/expert/notifications", label: "Notifications", icon: <BellOutlined /> },
  { to: "/expert/appointments-calendar", label: "Appointments", icon: <CalendarOutlined /> },
];

export function ExpertLayout({
  header,
  navBadges,
}: {
  header?: ReactNode;
  navBadges?: Readonly<Record<string, ReactNode>>;
}) {
  return <AppAreaLayout areaLabel="Expert" navItems={expertNavItems} header={header} navBadges={navBadges} />;
}
