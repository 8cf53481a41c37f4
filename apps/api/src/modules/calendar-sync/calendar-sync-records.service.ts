import type { Executor } from "../../db/client";
import { calendarSyncRepository, hasWorkingCalendar } from "./calendar-sync.repository";

/** What other modules read of calendar connections (the tables stay calendar-sync's). */
export const calendarSyncRecords = {
  /**
   * The condition "has a synced calendar that still works" (connected, not broken; GetUser's
   * `hasSyncedCalendar`) for another module's query over people, read in that query's statement.
   */
  hasWorkingCalendar,

  /** Closing an account: the synced calendar's connection (and its tokens) goes. */
  async forget(executor: Executor, userId: number): Promise<void> {
    await calendarSyncRepository.deleteConnection(executor, userId);
  },
};
