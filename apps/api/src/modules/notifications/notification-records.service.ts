import type { Executor } from "../../db/client";
import { type NewNotification, notificationsRepository } from "./notifications.repository";

export type { NewNotification };

/** Notifications stored as they are, neither mailed nor signalled (the demo world's history). */
export const notificationRecordsService = {
  add: (executor: Executor, rows: NewNotification[]): Promise<void> =>
    notificationsRepository.insert(executor, rows),
};
