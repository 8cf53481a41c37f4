import type { Executor } from "../../db/client";
import { type CalendarConnectionRow, calendarSyncRepository } from "./calendar-sync.repository";

/** What other modules read of calendar connections (the tables stay calendar-sync's). */
export const calendarSyncRecords = {
  /**
   * Closing an account: the synced calendar's connection (and its tokens) goes. Answers the removed
   * connection, whose grant the calendar-sync service revokes after commit (`revokeRemoved`).
   */
  forget(executor: Executor, userId: number): Promise<CalendarConnectionRow | null> {
    return calendarSyncRepository.deleteConnection(executor, userId);
  },
};
