export { ReminderUnsubscribePage as Component } from "../../features/notifications/ReminderUnsubscribePage";
