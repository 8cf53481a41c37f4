import { BellOutlined, FileDoneOutlined, MessageOutlined, SolutionOutlined } from "@ant-design/icons";
import { MessagesNavBadge } from "../../features/messages/MessagesNavBadge";
import { AppAreaLayout, type AppNavItem } from "./AppAreaLayout";
import { SignedInHeader } from "./SignedInHeader";

/** The taxpayer's navigation (Quotes, Tax preparation, Messages), then Notifications. */
export const taxpayerNavItems: readonly AppNavItem[] = [
  { to: "/user/quotes", label: "Quotes", icon: <SolutionOutlined /> },
  { to: "/user/tax_preparation", label: "Tax preparation", icon: <FileDoneOutlined /> },
  { to: "/user/messages", label: "Messages", icon: <MessageOutlined /> },
  { to: "/user/notifications", label: "Notifications", icon: <BellOutlined /> },
];

const navBadges = { "/user/messages": <MessagesNavBadge /> };

/**
 * The taxpayer's frame, whole: every route that shows it (the /user area, the organizer) gets the
 * same menu, badges and header, rather than each route passing its own.
 */
export function TaxpayerLayout() {
  return (
    <AppAreaLayout
      areaLabel="Taxpayer"
      navItems={taxpayerNavItems}
      header={<SignedInHeader />}
      navBadges={navBadges}
    />
  );
}
