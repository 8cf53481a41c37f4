export { notificationRecordsService } from "./notification-records.service";
export type { NotificationDraft, NotificationOutbox, NotificationsService } from "./notifications.service";
