import {
  BellOutlined,
  CheckSquareOutlined,
  FileDoneOutlined,
  MessageOutlined,
  SolutionOutlined,
} from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { MessagesNavBadge } from "../../features/messages/MessagesNavBadge";
import { ToDoNavBadge } from "../../features/todo/ToDoNavBadge";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";
import { SignedInHeader } from "./SignedInHeader";

/** The taxpayer's navigation (To do, Quotes, Tax preparation, Messages), then Notifications. */
export const taxpayerNavItems: readonly AppNavItem[] = [
  { to: "/user/todo", label: t("todo.menuLabel"), icon: <CheckSquareOutlined /> },
  { to: "/user/quotes", label: t("taxPreparation.navQuotes"), icon: <SolutionOutlined /> },
  { to: "/user/tax_preparation", label: t("taxPreparation.navTaxPreparation"), icon: <FileDoneOutlined /> },
  { to: "/user/messages", label: t("taxPreparation.navMessages"), icon: <MessageOutlined /> },
  { to: "/user/notifications", label: t("taxPreparation.navNotifications"), icon: <BellOutlined /> },
];

const navBadges = { "/user/todo": <ToDoNavBadge />, "/user/messages": <MessagesNavBadge /> };

/**
 * The taxpayer's frame, whole: every route that shows it (the /user area, the organizer) gets the
 * same menu, badges and header, rather than each route passing its own.
 */
export function TaxpayerLayout() {
  return (
    <AppAreaLayout
      areaLabel={t("layout.areaTaxpayer")}
      navItems={taxpayerNavItems}
      header={<SignedInHeader />}
      navBadges={navBadges}
    />
  );
}
