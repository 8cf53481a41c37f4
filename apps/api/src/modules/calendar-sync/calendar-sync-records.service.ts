import type { Executor } from "../../db/client";
import { calendarSyncRepository } from "./calendar-sync.repository";

/** What other modules read of calendar connections (the tables stay calendar-sync's). */
export const calendarSyncRecords = {
  /** Whether the person has a synced calendar that still works (connected, not broken). */
  async hasSyncedCalendar(executor: Executor, userId: number): Promise<boolean> {
    const row = await calendarSyncRepository.findConnection(executor, userId);
    return row?.status === "connected";
  },

  /** Closing an account: the synced calendar's connection (and its tokens) goes. */
  async forget(executor: Executor, userId: number): Promise<void> {
    await calendarSyncRepository.deleteConnection(executor, userId);
  },
};
