/**
 * Identity, the signed-in person, reminders and notification preferences.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { notificationSchema } from "../notifications";

export const notificationListSchema = z.array(notificationSchema);
