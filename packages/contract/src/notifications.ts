/** Notifications of signed-in users. */
import { z } from "zod";

export const notificationSchema = z.object({
  id: z.int32().positive(),
  isRead: z.boolean(),
  title: z.string(),
  description: z.string(),
  /** The app path of what the notification is about, without its leading slash (`notificationHref`). */
  link: z.string().nullable(),
  createdDate: z.string(),
});
export type UserNotification = z.infer<typeof notificationSchema>;

/** The most recent notifications a user gets back; older ones stay stored. */
export const NOTIFICATIONS_LIST_LIMIT = 50;
