import {
  BarChartOutlined,
  BellOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ContactsOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  InboxOutlined,
  MessageOutlined,
  TeamOutlined,
  WalletOutlined,
} from "@ant-design/icons";
import type { PracticeCapability } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { usePracticeSeat } from "../../entities/practice";
import { MessagesNavBadge } from "../../features/messages/MessagesNavBadge";
import { ToDoNavBadge } from "../../features/todo/ToDoNavBadge";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";
import { SignedInHeader } from "./SignedInHeader";

/**
 * The expert's navigation (To do, Requests, Clients, Tax preparation, Messages, Appointments, Engagement letter,
 * Payments, Dashboard, Practice), then Notifications: last in both areas, so the two menus read alike. Each
 * names the capability of the practice role table its page needs (as its calls do): a member whose
 * role lacks it does not see it. Requests count as `clients` (every role sees those routed to them or
 * their practice); sending quotes on them needs `quotes`, which the page asks itself.
 */
export const expertNavItems: readonly (AppNavItem & { capability: PracticeCapability })[] = [
  { to: "/expert/todo", label: t("todo.menuLabel"), icon: <CheckSquareOutlined />, capability: "account" },
  {
    to: "/expert/requests",
    label: t("quotes.requestsTitle"),
    icon: <InboxOutlined />,
    capability: "clients",
  },
  {
    to: "/expert/clients",
    label: t("practiceClients.navLabel"),
    icon: <ContactsOutlined />,
    capability: "clients",
  },
  {
    to: "/expert/tax_preparation",
    label: t("taxPreparation.navTaxPreparation"),
    icon: <FileDoneOutlined />,
    capability: "clients",
  },
  {
    to: "/expert/messages",
    label: t("taxPreparation.navMessages"),
    icon: <MessageOutlined />,
    capability: "messages",
  },
  {
    to: "/expert/appointments-calendar",
    label: t("taxPreparation.navAppointments"),
    icon: <CalendarOutlined />,
    capability: "appointments",
  },
  {
    to: "/expert/engagement-letter",
    label: t("engagementLetterPages.navLabel"),
    icon: <FileProtectOutlined />,
    capability: "signatures",
  },
  {
    to: "/expert/payments",
    label: t("paymentPages.navLabel"),
    icon: <WalletOutlined />,
    capability: "payments",
  },
  {
    to: "/expert/dashboard",
    label: t("dashboards.navLabel"),
    icon: <BarChartOutlined />,
    capability: "members",
  },
  {
    to: "/expert/practice",
    label: t("practicePages.navLabel"),
    icon: <TeamOutlined />,
    capability: "account",
  },
  {
    to: "/expert/notifications",
    label: t("taxPreparation.navNotifications"),
    icon: <BellOutlined />,
    capability: "account",
  },
];

const navBadges = { "/expert/todo": <ToDoNavBadge />, "/expert/messages": <MessagesNavBadge /> };

/**
 * The expert's frame, whole: every route that shows it (the /expert area, the organizer) gets the
 * same menu, badges and header, rather than each route passing its own.
 */
export function ExpertLayout() {
  const { may } = usePracticeSeat();
  return (
    <AppAreaLayout
      areaLabel={t("layout.areaExpert")}
      navItems={expertNavItems.filter((item) => may(item.capability))}
      header={<SignedInHeader />}
      navBadges={navBadges}
    />
  );
}
