import { NotificationsPage } from "../../features/notifications/NotificationsPage";

export function Component() {
  return <NotificationsPage />;
}
