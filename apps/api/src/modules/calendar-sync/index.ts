export type { CalendarSyncService } from "./calendar-sync.service";
export { calendarSyncRecords } from "./calendar-sync-records.service";
