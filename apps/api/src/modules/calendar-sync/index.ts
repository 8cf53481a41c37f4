// What other modules may use of calendar-sync: the rest of this folder is its own. The composition makes
// the module with module.ts.
export type { CalendarSyncService } from "./calendar-sync.service";
export { calendarSyncRecords } from "./calendar-sync-records";
