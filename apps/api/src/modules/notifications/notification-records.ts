import type { Executor } from "../../db/client";
import { type NewNotification, notificationsRepository } from "./notifications.repository";
import { preferencesRepository } from "./preferences.repository";

export type { NewNotification };

/** Notifications stored as they are, neither mailed nor signalled (the demo world's history). */
export const notificationRecords = {
  add: (executor: Executor, rows: NewNotification[]): Promise<void> =>
    notificationsRepository.insert(executor, rows),

  /** Closing an account: the person's notifications and preferences go (nothing there must be kept). */
  async forget(executor: Executor, userId: number): Promise<void> {
    await notificationsRepository.removeAllOf(executor, userId);
    await preferencesRepository.removeAllOf(executor, userId);
  },
};
