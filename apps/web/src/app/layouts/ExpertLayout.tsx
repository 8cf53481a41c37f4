import {
  BellOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  InboxOutlined,
  MessageOutlined,
  TeamOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { MessagesNavBadge } from "../../features/messages/MessagesNavBadge";
import { ToDoNavBadge } from "../../features/todo/ToDoNavBadge";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";
import { SignedInHeader } from "./SignedInHeader";

/**
 * The expert's navigation (To do, Requests, Tax preparation, Messages, Appointments, Engagement letter,
 * Payments, Practice), then Notifications: last in both areas, so the two menus read alike.
 */
export const expertNavItems: readonly AppNavItem[] = [
  { to: "/expert/todo", label: t("todo.menuLabel"), icon: <CheckSquareOutlined /> },
  { to: "/expert/requests", label: "Requests", icon: <InboxOutlined /> },
  { to: "/expert/tax_preparation", label: "Tax preparation", icon: <FileDoneOutlined /> },
  { to: "/expert/messages", label: "Messages", icon: <MessageOutlined /> },
  { to: "/expert/appointments-calendar", label: "Appointments", icon: <CalendarOutlined /> },
  {
    to: "/expert/engagement-letter",
    label: t("engagementLetterPages.navLabel"),
    icon: <FileProtectOutlined />,
  },
  { to: "/expert/payments", label: t("paymentPages.navLabel"), icon: <WalletOutlined /> },
  { to: "/expert/practice", label: t("practicePages.navLabel"), icon: <TeamOutlined /> },
  { to: "/expert/notifications", label: "Notifications", icon: <BellOutlined /> },
];

const navBadges = { "/expert/todo": <ToDoNavBadge />, "/expert/messages": <MessagesNavBadge /> };

/**
 * The expert's frame, whole: every route that shows it (the /expert area, the organizer) gets the
 * same menu, badges and header, rather than each route passing its own.
 */
export function ExpertLayout() {
  return (
    <AppAreaLayout
      areaLabel="Expert"
      navItems={expertNavItems}
      header={<SignedInHeader />}
      navBadges={navBadges}
    />
  );
}
