// What other modules may use of notifications: the rest of this folder is its own. The composition makes
// the module with module.ts.

export type { ChannelDelivery, ChannelNotice } from "./channel-delivery";
export { notificationRecords } from "./notification-records";
export type {
  NotificationDraft,
  NotificationOutbox,
  NotificationsService,
  Wording,
} from "./notifications.service";
