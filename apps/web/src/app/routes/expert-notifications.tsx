export { NotificationsPage as Component } from "../../features/notifications/NotificationsPage";
